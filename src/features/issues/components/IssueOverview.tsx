import { Link, linkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Issue } from '@/api/generated/model';
import { textLinkClass } from '@/components/ui/link';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { ISSUE_STATUS_TONE } from '@/components/ui/status-tones';
import { formatDateTime } from '@/lib/format';
import { IssueForm } from './IssueForm';
import { IssueHistory } from './IssueHistory';

/**
 * What the issue page shows (the route loaded it; the record frame titles it): its number,
 * customer and invoices (links), category, status, assignee, who opened it and when; the form to
 * work it; and its history.
 */
export function IssueOverview({ administrationId, record }: { administrationId: string; record: Issue }) {
  const { t, i18n } = useTranslation('issues');
  const language = i18n.language;
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <Fact label={t('fields.number')}>{record.number}</Fact>
        <Fact label={t('fields.customer')}>
          <Link {...linkOptions({ to: '/customers/$customerId', params: { customerId: record.customer.id } })} className={textLinkClass}>
            {record.customer.name}
          </Link>
        </Fact>
        <Fact label={t('fields.status')}>
          <StatusBadge tone={ISSUE_STATUS_TONE[record.status]}>{t(`status.${record.status}`)}</StatusBadge>
        </Fact>
        <Fact label={t('fields.invoices')}>
          {record.invoices.length === 0 ? (
            t('noInvoices')
          ) : (
            <ul className="flex flex-wrap gap-x-3">
              {record.invoices.map((invoice) => (
                <li key={invoice.id}>
                  <Link {...linkOptions({ to: '/invoices/$invoiceId', params: { invoiceId: invoice.id } })} className={textLinkClass}>
                    {invoice.number}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Fact>
        <Fact label={t('fields.category')}>{record.category.name}</Fact>
        <Fact label={t('fields.assignee')}>{record.assignee ? (record.assignee.kind === 'department' ? t('departmentName', { name: record.assignee.name }) : record.assignee.name) : t('nobody')}</Fact>
        <Fact label={t('fields.opened')}>
          {t('openedBy', { by: record.createdBy.name })} <time dateTime={record.createdAt}>{formatDateTime(record.createdAt, language)}</time>
        </Fact>
        <Fact label={t('columns.updatedAt')}>
          <time dateTime={record.updatedAt}>{formatDateTime(record.updatedAt, language)}</time>
        </Fact>
        <div className="flex flex-col gap-1 sm:col-span-3">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{t('fields.description')}</dt>
          <dd className="text-sm whitespace-pre-wrap text-slate-900">{record.description}</dd>
        </div>
      </dl>
      <IssueForm key={record.id} administrationId={administrationId} record={record} />
      <IssueHistory administrationId={administrationId} issueId={record.id} />
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}
