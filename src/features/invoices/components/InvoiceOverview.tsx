import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetInvoiceQueryKey, getInvoice, pauseInvoiceDunning, resumeInvoiceDunning } from '@/api/generated/endpoints/invoices/invoices';
import type { DunningPause, Invoice } from '@/api/generated/model';
import { usePermission } from '@/api/permissions';
import { useVersionedSave } from '@/api/versioned-save';
import { useHasKeptInput } from '@/components/form/kept-input';
import { useCustomFieldText } from '@/components/records/custom-field-text';
import { DunningControl } from '@/components/records/DunningControl';
import { Button } from '@/components/ui/Button';
import { formatDate } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { AREAS } from '@/navigation/areas';
import { WriteMessageLink } from '@/navigation/WriteMessageLink';
import { InvoiceEditForm, invoiceEditKeep, type InvoiceEditOutcome } from './InvoiceEditForm';
import { InvoicePdf } from './InvoicePdf';

type Props = { administrationId: string; invoice: Invoice };

type Outcome = { kind: 'error' | 'copied'; text: string } | null;

/** What an invoice is and where it stands: amounts, dates, dunning, credit notes, the PDF and the payment link. */
export function InvoiceOverview({ administrationId, invoice }: Props) {
  const { t, i18n } = useTranslation('invoices');
  const customFieldText = useCustomFieldText();
  const language = i18n.language;
  const sectionId = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // After a 412 the invoice is asked for again: the page shows it as it is now.
  const invoiceVersion = {
    administrationId,
    refetch: () => getInvoice(administrationId, invoice.id),
    queryKey: getGetInvoiceQueryKey(administrationId, invoice.id),
  };
  const pause = useVersionedSave({
    operationId: 'pauseInvoiceDunning',
    send: (body: DunningPause, ifMatch) => pauseInvoiceDunning(administrationId, invoice.id, body, ifMatch),
    ...invoiceVersion,
  });
  const resume = useVersionedSave({
    operationId: 'resumeInvoiceDunning',
    send: (_: undefined, ifMatch) => resumeInvoiceDunning(administrationId, invoice.id, ifMatch),
    ...invoiceVersion,
  });
  // Someone who works invoices without the customer records sees the name, not a link to a refusal.
  const customerRecords = usePermission(AREAS.customers.permission).allowed;
  const { canEdit, editing, editOutcome, editButtonRef, startEditing, closeEditor } = useInvoiceEditing(administrationId, invoice.id);

  async function copyPaymentLink(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setOutcome({ kind: 'copied', text: t('detail.linkCopied') });
    } catch {
      setOutcome({ kind: 'error', text: t('detail.copyFailed') });
    }
  }

  const facts: [string, React.ReactNode][] = [
    [
      t('columns.customer'),
      customerRecords ? (
        <Link to="/customers/$customerId" params={{ customerId: invoice.customer.id }} className="text-blue-800 underline">
          {invoice.customer.name}
        </Link>
      ) : (
        invoice.customer.name
      ),
    ],
    [t('detail.reference'), invoice.reference ?? '—'],
    [t('columns.issueDate'), formatDate(invoice.issueDate, language)],
    [t('columns.dueDate'), formatDate(invoice.dueDate, language)],
    [t('columns.amount'), formatMoney(invoice.amount, language)],
    [t('columns.outstanding'), formatMoney(invoice.outstanding, language)],
    [
      t('columns.status'),
      invoice.disputedBy && invoice.disputedBy.length > 0 ? (
        <span className="flex flex-col gap-1">
          <span>{t(`status.${invoice.status}`)}</span>
          {/* Why it is disputed: the open issues about it, as the server says (only to those who may read issues). */}
          <span className="text-sm font-normal text-slate-700">
            {t('detail.disputedBy', { count: invoice.disputedBy.length })}{' '}
            {invoice.disputedBy.map((issue, index) => (
              <span key={issue.id}>
                {index > 0 ? ', ' : null}
                <Link to="/issues/$issueId" params={{ issueId: issue.id }} className="text-blue-800 underline">
                  {issue.number}
                </Link>
              </span>
            ))}
          </span>
        </span>
      ) : (
        t(`status.${invoice.status}`)
      ),
    ],
    [t('columns.daysOverdue'), invoice.daysOverdue > 0 ? String(invoice.daysOverdue) : '—'],
    [
      t('detail.journeyStep'),
      invoice.currentJourneyStep ? t('detail.journeyStepSent', { step: invoice.currentJourneyStep.name, date: formatDate(invoice.currentJourneyStep.sentOn, language) }) : '—',
    ],
  ];

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`${sectionId}-details`} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={`${sectionId}-details`} className="font-semibold text-slate-950">
            {t('edit.details')}
          </h3>
          {canEdit && !editing ? (
            <Button ref={editButtonRef} variant="secondary" size="sm" onClick={startEditing}>
              {t('edit.edit')}
            </Button>
          ) : null}
        </div>
        <p role="status" className={editOutcome ? 'rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-950' : 'sr-only'}>
          {editOutcome}
        </p>
        {editing ? (
          <InvoiceEditForm administrationId={administrationId} invoice={invoice} onClose={closeEditor} />
        ) : (
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
                <dd className="font-medium text-slate-950">{customFieldText(field)}</dd>
              </div>
            ))}
            {invoice.tags.length > 0 ? (
              <div>
                <dt className="text-sm text-slate-600">{t('edit.fields.tags')}</dt>
                <dd className="font-medium break-words text-slate-950">{invoice.tags.join(', ')}</dd>
              </div>
            ) : null}
          </dl>
        )}
      </section>

      <DunningControl
        dunning={invoice.dunning}
        pausedElsewhere={invoice.dunning.pausedBy === 'customer' ? t('detail.pausedByCustomer') : undefined}
        onPause={(body) => pause.save(body, invoice.etag)}
        onResume={() => resume.save(undefined, invoice.etag)}
      />

      {invoice.creditNotes.length > 0 ? (
        <section aria-labelledby={`${sectionId}-credit`} className="flex flex-col gap-2">
          <h3 id={`${sectionId}-credit`} className="font-semibold text-slate-950">
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
        <WriteMessageLink customerId={invoice.customer.id} invoiceId={invoice.id} />
        {invoice.paymentLinkUrl ? (
          <Button variant="secondary" onClick={() => void copyPaymentLink(invoice.paymentLinkUrl as string)}>
            {t('detail.copyPaymentLink')}
          </Button>
        ) : null}
      </div>

      {/* An alert is read out when it appears; the copy confirmation is a polite status. */}
      <p role="status" className={outcome?.kind === 'copied' ? 'text-sm text-slate-900' : 'sr-only'}>
        {outcome?.kind === 'copied' ? outcome.text : ''}
      </p>
      {outcome?.kind === 'error' ? (
        <p role="alert" className="text-sm text-slate-900">
          {outcome.text}
        </p>
      ) : null}

      <InvoicePdf administrationId={administrationId} invoiceId={invoice.id} number={invoice.number} />
    </div>
  );
}

/**
 * Editing the invoice's details in place (with the permission `updateInvoice` needs): opens by
 * itself when edits were kept from an earlier visit, and gives focus back to Edit when it closes.
 */
export const INVOICE_EDIT_PERMISSION = AREAS.invoices.permission;

function useInvoiceEditing(administrationId: string, invoiceId: string) {
  const { t } = useTranslation('invoices');
  // updateInvoice's x-permission (the invoices area's, which the shell already holds: its constant
  // would grow the first load; InvoiceEditForm.test checks they are the same).
  const canEdit = usePermission(INVOICE_EDIT_PERMISSION).allowed;
  const [open, setOpen] = useState(false);
  const keptEdits = useHasKeptInput(invoiceEditKeep(administrationId, invoiceId));
  const [reopened, setReopened] = useState(false);
  if (keptEdits && canEdit && !reopened) {
    setReopened(true);
    setOpen(true);
  }
  const [outcome, setOutcome] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [open]);
  return {
    canEdit,
    editing: open,
    editOutcome: outcome,
    editButtonRef: buttonRef,
    startEditing: () => {
      setOutcome('');
      setOpen(true);
    },
    closeEditor: (how: InvoiceEditOutcome) => {
      returnFocus.current = true;
      setOpen(false);
      setOutcome(how === 'saved' ? t('edit.saved') : how === 'discarded' ? t('edit.conflict.discarded') : '');
    },
  };
}
