import { Link, linkOptions } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useGetInvoice } from '@/api/generated/endpoints/invoices/invoices';
import type { Issue } from '@/api/generated/model';
import { textLinkClass } from '@/components/ui/link';
import { Spinner } from '@/components/ui/Spinner';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { INVOICE_STATUS_TONE } from '@/components/ui/status-tones';
import { formatMoney } from '@/lib/money';

/** The issue's invoices, each with its outstanding amount and status as the server says now. */
export function IssueInvoices({ administrationId, record }: { administrationId: string; record: Issue }) {
  const { t } = useTranslation('issues');
  if (record.invoices.length === 0) {
    return <p className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">{t('noInvoices')}</p>;
  }
  return (
    <table className="w-full max-w-2xl text-left text-sm">
      <caption className="sr-only">{t('fields.invoices')}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className="py-2 pr-4 font-medium">{t('invoiceColumns.number')}</th>
          <th scope="col" className="py-2 pr-4 text-end font-medium">{t('invoiceColumns.outstanding')}</th>
          <th scope="col" className="py-2 font-medium">{t('invoiceColumns.status')}</th>
        </tr>
      </thead>
      <tbody>
        {record.invoices.map((invoice) => (
          <InvoiceRow key={invoice.id} administrationId={administrationId} id={invoice.id} number={invoice.number} />
        ))}
      </tbody>
    </table>
  );
}

function InvoiceRow({ administrationId, id, number }: { administrationId: string; id: string; number: string }) {
  const { t, i18n } = useTranslation(['issues', 'invoices']);
  const invoice = useGetInvoice(administrationId, id);
  return (
    <tr className="border-b border-slate-100">
      <td className="py-2 pr-4">
        <Link {...linkOptions({ to: '/invoices/$invoiceId', params: { invoiceId: id } })} className={textLinkClass}>
          {number}
        </Link>
      </td>
      <td className="py-2 pr-4 text-end tabular-nums">{invoice.data ? formatMoney(invoice.data.outstanding, i18n.language) : invoice.isPending ? <Spinner label={t('form.loading')} /> : '—'}</td>
      <td className="py-2">{invoice.data ? <StatusBadge tone={INVOICE_STATUS_TONE[invoice.data.status]}>{t(`invoices:status.${invoice.data.status}`)}</StatusBadge> : null}</td>
    </tr>
  );
}
