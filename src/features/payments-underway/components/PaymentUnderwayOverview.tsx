import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentUnderway } from '@/api/generated/model';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { textLinkClass } from '@/components/ui/link';
import { formatDate, formatDateTime } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { PROVIDER_STATUS_TONE } from '../model/status-tone';

/** What the record page shows of one payment underway (read-only: the provider moves it on). */
export function PaymentUnderwayOverview({ record }: { administrationId: string; record: PaymentUnderway }) {
  const { t, i18n } = useTranslation('payments-underway');
  const language = i18n.language;
  return (
    <dl className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3">
      <Fact label={t('columns.providerStatus')}>
        <StatusBadge tone={PROVIDER_STATUS_TONE[record.providerStatus]}>{t(`providerStatus.${record.providerStatus}`)}</StatusBadge>
        <span className="mt-1 block text-xs text-slate-600">{t(`providerStatusHelp.${record.providerStatus}`)}</span>
      </Fact>
      <Fact label={t('columns.expectedOn')}>
        {record.expectedOn ? <time dateTime={record.expectedOn}>{formatDate(record.expectedOn, language)}</time> : t('notExpected')}
      </Fact>
      <Fact label={t('columns.amount')}>{formatMoney(record.amount, language)}</Fact>
      <Fact label={t('columns.customer')}>
        <Link to="/customers/$customerId" params={{ customerId: record.customer.id }} className={textLinkClass}>
          {record.customer.name}
        </Link>
      </Fact>
      <Fact label={t('columns.invoices')}>
        {record.invoices.map((invoice) => (
          <Link key={invoice.id} to="/invoices/$invoiceId" params={{ invoiceId: invoice.id }} className={`${textLinkClass} mr-2`}>
            {invoice.number}
          </Link>
        ))}
      </Fact>
      <Fact label={t('columns.channel')}>{t(`channel.${record.channel}`)}</Fact>
      <Fact label={t('columns.method')}>{t(`method.${record.method}`)}</Fact>
      <Fact label={t('columns.startedAt')}>
        <time dateTime={record.startedAt}>{formatDateTime(record.startedAt, language)}</time>
      </Fact>
      <Fact label={t('columns.number')}>{record.number}</Fact>
    </dl>
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
