import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useLinkMailboxMessage } from '@/api/generated/endpoints/mailbox/mailbox';
import type { MailboxMessage, ProblemErrorsItem } from '@/api/generated/model';
import { TextField } from '@/components/form/fields';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import type { FormMessageKey } from '@/components/form/server-errors';
import { type FormValues, useForm } from '@/components/form/use-form';

/**
 * Issues are not built yet (no issue list to choose from): the number is checked by its form only,
 * `ISS-` and digits, as the contract's pattern says; the server checks it the same way.
 */
const ISSUE_NUMBER_PATTERN = /^ISS-\d{1,10}$/;

const linkFormSchema = z.object({
  customerNumber: z.string().trim().max(40).optional(),
  invoiceNumbers: z.string().optional(),
  issueNumber: z.string().trim().toUpperCase().regex(ISSUE_NUMBER_PATTERN, 'mailbox:link.errors.issuePattern').optional(),
});

const splitNumbers = (text = '') => [...new Set(text.split(/[\s,;]+/).map((part) => part.trim()).filter(Boolean))];

/** The form's values for the links a message has. */
function linkValues(message: MailboxMessage): FormValues<typeof linkFormSchema> {
  return {
    customerNumber: message.customerNumber ?? '',
    invoiceNumbers: message.invoices.map((invoice) => invoice.number).join(', '),
    issueNumber: message.issueNumber ?? '',
  };
}

/** The server's refusals, in words that say which number is wrong. */
function linkErrorKey(item: ProblemErrorsItem): FormMessageKey {
  if (item.field === 'customerNumber') return 'mailbox:link.errors.customer';
  if (item.field.startsWith('invoiceNumbers')) return 'mailbox:link.errors.invoices';
  return 'mailbox:link.errors.issuePattern';
}

/**
 * What the message is about: the customer and invoices by the numbers the sender quotes (the
 * server checks they exist in this administration and belong together), and an issue number.
 * Empty fields unlink.
 */
export function LinkForm({ message, administrationId, onLinked }: { message: MailboxMessage; administrationId: string; onLinked: (message: MailboxMessage) => void }) {
  const { t } = useTranslation('mailbox');
  const headingId = useId();
  const form = useForm({ schema: linkFormSchema, initialValues: linkValues(message) });
  const [saved, setSaved] = useState(false);
  const link = useLinkMailboxMessage();

  const submit = form.handleSubmit(
    async ({ customerNumber, invoiceNumbers, issueNumber }) => {
      setSaved(false);
      const next = await link.mutateAsync({
        administrationId,
        messageId: message.id,
        data: { customerNumber: customerNumber ?? null, invoiceNumbers: splitNumbers(invoiceNumbers), issueNumber: issueNumber ?? null },
      });
      // What the server linked, as it says it (the customer of the invoices, if none was named).
      form.reset(linkValues(next));
      setSaved(true);
      onLinked(next);
    },
    { serverMessage: linkErrorKey },
  );

  return (
    <form aria-labelledby={headingId} onSubmit={submit} noValidate className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {t('link.title')}
      </h3>
      <FormAlert message={form.formError} />
      <TextField label={t('link.customerNumber')} {...form.text('customerNumber')} maxLength={40} autoComplete="off" />
      <TextField label={t('link.invoiceNumbers')} hint={t('link.invoiceNumbersHint')} {...form.text('invoiceNumbers')} autoComplete="off" />
      <TextField label={t('link.issueNumber')} hint={t('link.issueNumberHint')} {...form.text('issueNumber')} maxLength={14} autoComplete="off" />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton size="sm" fullWidth={false} pending={form.submitting}>
          {t('link.save')}
        </SubmitButton>
        <p role="status" className="text-sm text-slate-800">
          {saved ? t('link.saved') : null}
        </p>
      </div>
    </form>
  );
}
