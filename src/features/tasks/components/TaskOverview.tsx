import { useQueryClient } from '@tanstack/react-query';
import { Link, linkOptions } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { completeTask, getGetTaskQueryKey, getTask, reopenTask } from '@/api/generated/endpoints/tasks/tasks';
import type { Task } from '@/api/generated/model';
import type { AppLink } from '@/components/app-link';
import { usePermission } from '@/api/permissions';
import { useVersionedSave } from '@/api/versioned-save';
import { Button } from '@/components/ui/Button';
import { textLinkClass } from '@/components/ui/link';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { formatDate, formatDateTime } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { AREAS } from '@/navigation/areas';
import { TaskForm } from './TaskForm';
import { assigneeName, TASK_STATUS_TONE } from './TasksList';

/**
 * What the task page shows (the route loaded it; the record frame titles it): its type, status,
 * due date, priority, assignee and links (customer, invoice, issue; a promise's amount), Complete
 * or Reopen (with the version shown: someone else's change first is said, not overwritten), "Log
 * the call" for a call task (the call panel on its customer's page, or on its invoice's for who may
 * not open customers), and the form to change it.
 */
export function TaskOverview({ administrationId, record }: { administrationId: string; record: Task }) {
  const { t, i18n } = useTranslation('tasks');
  const language = i18n.language;
  const queryClient = useQueryClient();
  const mayOpenCustomers = usePermission(AREAS.customers.permission).allowed;
  const mayOpenInvoices = usePermission(AREAS.invoices.permission).allowed;
  const [message, setMessage] = useState<string | null>(null);
  const done = record.status === 'done';
  const change = useVersionedSave({
    operationId: done ? 'reopenTask' : 'completeTask',
    administrationId,
    send: (_: undefined, ifMatch) => (done ? reopenTask(administrationId, record.id, ifMatch) : completeTask(administrationId, record.id, ifMatch)),
    refetch: () => getTask(administrationId, record.id),
    queryKey: getGetTaskQueryKey(administrationId, record.id),
  });

  const toggle = async () => {
    setMessage(null);
    try {
      const result = await change.save(undefined, record.etag);
      if (result.conflict) {
        setMessage(t('conflictStatus', { status: t(`status.${result.conflict.status}`) }));
        return;
      }
      queryClient.setQueryData(getGetTaskQueryKey(administrationId, record.id), result.saved);
      setMessage(t(result.saved.status === 'done' ? 'completedNotice' : 'reopenedNotice'));
    } catch {
      setMessage(t('changeFailed'));
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <Fact label={t('fields.number')}>{record.number}</Fact>
        <Fact label={t('fields.type')}>{t(`type.${record.type}`)}</Fact>
        <Fact label={t('fields.status')}>
          <span className="flex flex-wrap items-center gap-2">
            <StatusBadge tone={TASK_STATUS_TONE[record.status]}>{t(`status.${record.status}`)}</StatusBadge>
            {record.overdue ? <StatusBadge tone="danger">{t('overdue')}</StatusBadge> : null}
          </span>
        </Fact>
        <Fact label={t('fields.dueDate')}>
          <time dateTime={record.dueDate}>{formatDate(record.dueDate, language)}</time>
        </Fact>
        <Fact label={t('fields.priority')}>{t(`priority.${record.priority}`)}</Fact>
        <Fact label={t('fields.assignee')}>{assigneeName(record, t)}</Fact>
        <Fact label={t('fields.customer')}>
          {record.customer ? <TextLink to={linkOptions({ to: '/customers/$customerId', params: { customerId: record.customer.id } })}>{record.customer.name}</TextLink> : '—'}
        </Fact>
        <Fact label={t('fields.invoice')}>
          {record.invoice ? <TextLink to={linkOptions({ to: '/invoices/$invoiceId', params: { invoiceId: record.invoice.id } })}>{record.invoice.number}</TextLink> : '—'}
        </Fact>
        <Fact label={t('fields.issue')}>{record.issue ? <TextLink to={linkOptions({ to: '/issues/$issueId', params: { issueId: record.issue.id } })}>{record.issue.number}</TextLink> : '—'}</Fact>
        {record.promise ? <Fact label={t('fields.promise')}>{formatMoney(record.promise, language)}</Fact> : null}
        <Fact label={t('fields.created')}>
          {t('createdBy', { by: record.createdBy.name })} <time dateTime={record.createdAt}>{formatDateTime(record.createdAt, language)}</time>
        </Fact>
        {record.completedAt && record.completedBy ? (
          <Fact label={t('fields.completed')}>
            {t('completedBy', { by: record.completedBy.name })} <time dateTime={record.completedAt}>{formatDateTime(record.completedAt, language)}</time>
          </Fact>
        ) : null}
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant={done ? 'secondary' : 'primary'} pending={change.pending} onClick={() => void toggle()}>
          {t(done ? 'reopen' : 'complete')}
        </Button>
        {record.type === 'call' && record.customer && mayOpenCustomers ? (
          <Link {...linkOptions({ to: '/customers/$customerId', params: { customerId: record.customer.id }, search: { action: 'call' } })} className={textLinkClass}>
            {t('logCall', { name: record.customer.name })}
          </Link>
        ) : record.type === 'call' && record.customer && record.invoice && mayOpenInvoices ? (
          // Who may not open customers (a collector with Manage_Invoices) calls from the task's invoice.
          <Link {...linkOptions({ to: '/invoices/$invoiceId', params: { invoiceId: record.invoice.id }, search: { action: 'call' } })} className={textLinkClass}>
            {t('logCall', { name: record.customer.name })}
          </Link>
        ) : null}
        <p role="status" className="text-sm text-slate-700">
          {message}
        </p>
      </div>
      <TaskForm key={`${record.id}:${record.status}`} administrationId={administrationId} record={record} />
    </div>
  );
}

function TextLink({ to, children }: { to: AppLink; children: ReactNode }) {
  return (
    <Link {...to} className={textLinkClass}>
      {children}
    </Link>
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
