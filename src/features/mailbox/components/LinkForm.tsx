import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import { useLinkMailboxMessage } from '@/api/generated/endpoints/mailbox/mailbox';
import type { MailboxMessage } from '@/api/generated/model';
import { TextField } from '@/components/form/fields';
import { Button } from '@/components/ui/Button';

/**
 * Issues are not built yet (no issue list to choose from): the number is checked by its form only,
 * `ISS-` and digits, as the contract's pattern says; the server checks it the same way.
 */
export const ISSUE_NUMBER_PATTERN = /^ISS-\d{1,10}$/;

type Field = 'customerNumber' | 'invoiceNumbers' | 'issueNumber';
type Errors = Partial<Record<Field, string>>;

const splitNumbers = (text: string) => [...new Set(text.split(/[\s,;]+/).map((part) => part.trim()).filter(Boolean))];

/**
 * What the message is about: the customer and invoices by the numbers the sender quotes (the
 * server checks they exist in this administration and belong together), and an issue number.
 * Empty fields unlink.
 */
export function LinkForm({ message, administrationId, onLinked }: { message: MailboxMessage; administrationId: string; onLinked: (message: MailboxMessage) => void }) {
  const { t } = useTranslation('mailbox');
  const headingId = useId();
  const [customerNumber, setCustomerNumber] = useState(message.customerNumber ?? '');
  const [invoiceNumbers, setInvoiceNumbers] = useState(message.invoices.map((invoice) => invoice.number).join(', '));
  const [issueNumber, setIssueNumber] = useState(message.issueNumber ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  const link = useLinkMailboxMessage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const issue = issueNumber.trim().toUpperCase();
    if (issue && !ISSUE_NUMBER_PATTERN.test(issue)) {
      setErrors({ issueNumber: t('link.errors.issuePattern') });
      return;
    }
    setErrors({});
    link.mutate(
      { administrationId, messageId: message.id, data: { customerNumber: customerNumber.trim() || null, invoiceNumbers: splitNumbers(invoiceNumbers), issueNumber: issue || null } },
      {
        onSuccess: (next) => {
          // What the server linked, as it says it (the customer of the invoices, if none was named).
          setCustomerNumber(next.customerNumber ?? '');
          setInvoiceNumbers(next.invoices.map((invoice) => invoice.number).join(', '));
          setIssueNumber(next.issueNumber ?? '');
          setSaved(true);
          onLinked(next);
        },
        onError: (error) => {
          if (!(error instanceof ApiError) || (error.status !== 422 && error.status !== 400)) return;
          const next: Errors = {};
          for (const item of error.problem?.errors ?? []) {
            if (item.field === 'customerNumber') next.customerNumber = t('link.errors.customer');
            else if (item.field.startsWith('invoiceNumbers')) next.invoiceNumbers = t('link.errors.invoices');
            else if (item.field === 'issueNumber') next.issueNumber = t('link.errors.issuePattern');
          }
          setErrors(next);
        },
      },
    );
  };

  const fieldErrors = (field: Field) => (errors[field] ? [errors[field]] : undefined);
  const failedOtherwise = link.isError && Object.keys(errors).length === 0;
  return (
    <form aria-labelledby={headingId} onSubmit={submit} noValidate className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {t('link.title')}
      </h3>
      <TextField label={t('link.customerNumber')} value={customerNumber} onChange={(event) => setCustomerNumber(event.target.value)} errors={fieldErrors('customerNumber')} maxLength={40} autoComplete="off" />
      <TextField
        label={t('link.invoiceNumbers')}
        hint={t('link.invoiceNumbersHint')}
        value={invoiceNumbers}
        onChange={(event) => setInvoiceNumbers(event.target.value)}
        errors={fieldErrors('invoiceNumbers')}
        autoComplete="off"
      />
      <TextField
        label={t('link.issueNumber')}
        hint={t('link.issueNumberHint')}
        value={issueNumber}
        onChange={(event) => setIssueNumber(event.target.value)}
        errors={fieldErrors('issueNumber')}
        maxLength={14}
        autoComplete="off"
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" pending={link.isPending}>
          {t('link.save')}
        </Button>
        <p role="status" className="text-sm text-slate-800">
          {saved ? t('link.saved') : null}
        </p>
      </div>
      {failedOtherwise && (
        <p role="alert" className="text-sm text-red-800">
          {t('link.failed')}
        </p>
      )}
    </form>
  );
}
