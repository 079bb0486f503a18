import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettledPayment } from '@/api/generated/model';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { textLinkClass } from '@/components/ui/link';
import { formatDate } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { MATCH_STATUS_TONE } from '../model/status-tone';
import { MatchPaymentForm } from './MatchPaymentForm';

/** What the record page shows of one received payment (the route loaded it; the record frame titles it), and its matching. */
export function SettledPaymentOverview({ administrationId, record }: { administrationId: string; record: SettledPayment }) {
  const { t, i18n } = useTranslation('settled-payments');
  const language = i18n.language;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <Fact label={t('columns.receivedOn')}>
          <time dateTime={record.receivedOn}>{formatDate(record.receivedOn, language)}</time>
        </Fact>
        <Fact label={t('columns.amount')}>{formatMoney(record.amount, language)}</Fact>
        <Fact label={t('columns.method')}>{t(`method.${record.method}`)}</Fact>
        <Fact label={t('columns.reference')}>{record.reference ?? '—'}</Fact>
        <Fact label={t('columns.payer')}>
          {record.payer.name}
          {record.payer.account ? <span className="block text-xs text-slate-600">{record.payer.account}</span> : null}
        </Fact>
        <Fact label={t('columns.customer')}>
          {record.customer ? (
            <Link to="/customers/$customerId" params={{ customerId: record.customer.id }} className={textLinkClass}>
              {record.customer.name}
            </Link>
          ) : (
            t('noCustomer')
          )}
        </Fact>
        <Fact label={t('columns.matchStatus')}>
          <StatusBadge tone={MATCH_STATUS_TONE[record.matchStatus]}>{t(`matchStatus.${record.matchStatus}`)}</StatusBadge>
        </Fact>
        <Fact label={t('columns.invoices')}>
          {record.allocations.length === 0
            ? '—'
            : record.allocations.map((line) => (
                <span key={line.invoiceId} className="block">
                  <Link to="/invoices/$invoiceId" params={{ invoiceId: line.invoiceId }} className={textLinkClass}>
                    {line.invoiceNumber}
                  </Link>{' '}
                  {formatMoney(line.amount, language)}
                </span>
              ))}
        </Fact>
        <Fact label={t('columns.unallocated')}>{formatMoney(record.unallocated, language)}</Fact>
      </dl>
      <MatchPaymentForm key={record.id} administrationId={administrationId} payment={record} />
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
