import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetchBlob } from '@/api/client';
import { getGetInvoicePdfUrl, pauseInvoiceDunning, resumeInvoiceDunning } from '@/api/generated/endpoints/invoices/invoices';
import type { Invoice } from '@/api/generated/model';
import { invalidateAfterMutation } from '@/api/cache';
import { ApiError } from '@/api/errors';
import { TextField } from '@/components/form/fields';
import { downloadBlob } from '@/components/list/ListExport';
import { Button } from '@/components/ui/Button';
import { formatDate } from '@/lib/format';
import { formatMoney } from '@/lib/money';

type Props = { administrationId: string; invoice: Invoice };

type Outcome = { kind: 'error' | 'conflict' | 'copied'; text: string } | null;

/** What an invoice is and where it stands: amounts, dates, dunning, credit notes, the PDF and the payment link. */
export function InvoiceOverview({ administrationId, invoice }: Props) {
  const { t, i18n } = useTranslation('invoices');
  const language = i18n.language;
  const queryClient = useQueryClient();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function changeDunning(action: 'pause' | 'resume') {
    setBusy(true);
    setOutcome(null);
    const options = { headers: { 'If-Match': invoice.etag } };
    try {
      if (action === 'pause') await pauseInvoiceDunning(administrationId, invoice.id, { reason: reason.trim() }, options);
      else await resumeInvoiceDunning(administrationId, invoice.id, options);
      setReason('');
      await invalidateAfterMutation(queryClient, [action === 'pause' ? 'pauseInvoiceDunning' : 'resumeInvoiceDunning'], { administrationId });
    } catch (error) {
      // Someone changed the invoice meanwhile: show its state now; the reason typed stays.
      if (error instanceof ApiError && error.status === 412) {
        setOutcome({ kind: 'conflict', text: t('detail.conflict') });
        await invalidateAfterMutation(queryClient, ['getInvoice'], { administrationId });
      } else {
        setOutcome({ kind: 'error', text: error instanceof ApiError && error.problem?.detail ? error.problem.detail : t('detail.failed') });
      }
    } finally {
      setBusy(false);
    }
  }

  function onPause(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonError([t('detail.reasonRequired')]);
      return;
    }
    setReasonError([]);
    void changeDunning('pause');
  }

  async function downloadPdf() {
    setOutcome(null);
    try {
      downloadBlob(await apiFetchBlob(getGetInvoicePdfUrl(administrationId, invoice.id), undefined, 'application/pdf'), `${invoice.number}.pdf`);
    } catch {
      setOutcome({ kind: 'error', text: t('detail.pdfFailed') });
    }
  }

  async function copyPaymentLink(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setOutcome({ kind: 'copied', text: t('detail.linkCopied') });
    } catch {
      setOutcome({ kind: 'error', text: t('detail.copyFailed') });
    }
  }

  const facts: [string, React.ReactNode][] = [
    [t('columns.customer'), <Link to="/customers/$customerId" params={{ customerId: invoice.customer.id }} className="text-blue-800 underline">{invoice.customer.name}</Link>],
    [t('detail.reference'), invoice.reference ?? '—'],
    [t('columns.issueDate'), formatDate(invoice.issueDate, language)],
    [t('columns.dueDate'), formatDate(invoice.dueDate, language)],
    [t('columns.amount'), formatMoney(invoice.amount, language)],
    [t('columns.outstanding'), formatMoney(invoice.outstanding, language)],
    [t('columns.status'), t(`status.${invoice.status}`)],
    [t('columns.daysOverdue'), invoice.daysOverdue > 0 ? String(invoice.daysOverdue) : '—'],
    [
      t('detail.journeyStep'),
      invoice.currentJourneyStep ? t('detail.journeyStepSent', { step: invoice.currentJourneyStep.name, date: formatDate(invoice.currentJourneyStep.sentOn, language) }) : '—',
    ],
  ];

  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="font-medium text-slate-950">{value}</dd>
          </div>
        ))}
        {invoice.customFields.map((field) => (
          <div key={field.key}>
            <dt className="text-sm text-slate-600">{field.label}</dt>
            <dd className="font-medium text-slate-950">{field.value === null || field.value === undefined ? '—' : String(field.value)}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby={`${reasonId}-dunning`} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
        <h3 id={`${reasonId}-dunning`} className="font-semibold text-slate-950">
          {t('detail.dunning')}
        </h3>
        {invoice.dunning.paused ? (
          <>
            <p>
              {invoice.dunning.pausedBy === 'customer' ? t('detail.pausedByCustomer') : t('detail.paused')}
              {invoice.dunning.pauseReason ? ` ${t('detail.pauseReason', { reason: invoice.dunning.pauseReason })}` : ''}
            </p>
            {invoice.dunning.pausedBy !== 'customer' ? (
              <div>
                <Button variant="secondary" onClick={() => void changeDunning('resume')} disabled={busy}>
                  {t('bulk.resume')}
                </Button>
              </div>
            ) : null}
          </>
        ) : (
          <form onSubmit={onPause} noValidate className="flex flex-wrap items-end gap-3">
            <TextField
              label={t('detail.reason')}
              name="reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              errors={reasonError}
              maxLength={500}
              className="min-w-64 flex-1"
            />
            <Button type="submit" disabled={busy}>
              {t('bulk.pause')}
            </Button>
          </form>
        )}
      </section>

      {invoice.creditNotes.length > 0 ? (
        <section aria-labelledby={`${reasonId}-credit`} className="flex flex-col gap-2">
          <h3 id={`${reasonId}-credit`} className="font-semibold text-slate-950">
            {t('detail.creditNotes')}
          </h3>
          <ul className="flex flex-col gap-1">
            {invoice.creditNotes.map((note) => (
              <li key={note.number}>
                {t('detail.creditNote', { number: note.number, date: formatDate(note.date, language), amount: formatMoney(note.amount, language) })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void downloadPdf()}>
          {t('detail.downloadPdf')}
        </Button>
        {invoice.paymentLinkUrl ? (
          <Button variant="secondary" onClick={() => void copyPaymentLink(invoice.paymentLinkUrl as string)}>
            {t('detail.copyPaymentLink')}
          </Button>
        ) : null}
      </div>

      <p role={outcome?.kind === 'copied' ? 'status' : 'alert'} className={outcome ? 'text-sm text-slate-900' : 'sr-only'}>
        {outcome?.text ?? ''}
      </p>
    </div>
  );
}
