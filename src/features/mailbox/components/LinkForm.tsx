import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getGetMailboxMessageQueryOptions, linkMailboxMessage, useSearchMailboxLinkTargets } from '@/api/generated/endpoints/mailbox/mailbox';
import type { MailboxLinkSearchKind, MailboxLinkTarget, MailboxMessage, ProblemErrorsItem } from '@/api/generated/model';
import { usePermission } from '@/api/permissions';
import { useVersionedSave } from '@/api/versioned-save';
import { ConflictPanel } from '@/components/form/ConflictPanel';
import { FormAlert, FormNotice, SubmitButton } from '@/components/form/form-parts';
import type { FormMessageKey } from '@/components/form/server-errors';
import { useEditConflict } from '@/components/form/use-edit-conflict';
import { type FormValues, useForm } from '@/components/form/use-form';
import { useSearchBox } from '@/components/list/use-search-box';
import { Button } from '@/components/ui/Button';
import { focusRing } from '@/components/ui/focus-ring';
import { SEARCH_MAX_LENGTH } from '@/lib/list/search';
import { AREAS } from '@/navigation/areas';

const linkFormSchema = z.object({
  customerNumber: z.string().trim().max(40).optional(),
  invoiceNumbers: z.string().optional(),
  // Chosen from the issues the server finds (never typed): the server checks it exists and is the customer's.
  issueNumber: z.string().trim().max(20).optional(),
});

const splitNumbers = (text = '') => [...new Set(text.split(/[\s,;]+/).map((part) => part.trim()).filter(Boolean))];

/** The form's values for the links a message has (the invoices as one text, so a conflict compares them as one field). */
function linkValues(message: MailboxMessage): FormValues<typeof linkFormSchema> {
  return {
    customerNumber: message.customerNumber ?? '',
    invoiceNumbers: message.invoices.map((invoice) => invoice.number).join(', '),
    issueNumber: message.issueNumber ?? '',
  };
}

/**
 * What the reading pane keys its link form by: the message and its links. A version with other
 * links starts the form afresh (so does the user's own save, or their taking a colleague's version:
 * the pane counts those); one with the same links (the message marked read as it opened, another
 * status) keeps what the user is typing, and the form saves against it (useEditConflict).
 */
export function linkFormKey(message: MailboxMessage): string {
  return `${message.id}|${JSON.stringify(linkValues(message))}`;
}

/** The server's refusals, in words that say which link is wrong. */
function linkErrorKey(item: ProblemErrorsItem): FormMessageKey {
  if (item.field === 'customerNumber') return 'mailbox:link.errors.customer';
  if (item.field.startsWith('invoiceNumbers')) return 'mailbox:link.errors.invoices';
  return 'mailbox:link.errors.issue';
}

const FIELD_LABELS = { customerNumber: 'link.customer', invoiceNumbers: 'link.invoices', issueNumber: 'link.issue' } as const;

/**
 * What the message is about: the customer and invoices chosen from a search (the mailbox's own
 * `searchMailboxLinkTargets`, which the mailbox permission allows: id, number and name only), and an
 * issue of that customer chosen the same way, offered only to those who may read issues
 * (Manage_Issues; for others the message keeps the issue it has). Removing a choice unlinks it. The save goes against the version of the message shown
 * (If-Match): a colleague's link meanwhile shows the form kit's conflict panel.
 */
type LinkFormProps = {
  message: MailboxMessage;
  administrationId: string;
  /** This version is the user's own save (the form is new after it: it says so). */
  saved: boolean;
  onLinked: (message: MailboxMessage) => void;
};

export function LinkForm({ message, administrationId, saved, onLinked }: LinkFormProps) {
  const { t } = useTranslation('mailbox');
  const headingId = useId();
  const queryClient = useQueryClient();
  const form = useForm({ schema: linkFormSchema, initialValues: linkValues(message) });
  // Looking for issues reads issues: the mailbox alone does not allow it (the server refuses too).
  const issues = usePermission(AREAS.issues.permission).allowed;
  // The categories of issues seen in searches, by number, to show beside the chosen one.
  const [issueNames, setIssueNames] = useState<Record<string, string>>({});
  // Numbers seen with their customer (id and name): the message's own, then every search's.
  const [known, setKnown] = useState<Record<string, { id: string; name?: string }>>(() =>
    message.customerNumber && message.customerId ? { [message.customerNumber]: { id: message.customerId } } : {},
  );
  const messageQuery = getGetMailboxMessageQueryOptions(administrationId, message.id);
  const save = useVersionedSave({
    operationId: 'linkMailboxMessage',
    administrationId,
    send: (data: { customerNumber: string | null; invoiceNumbers: string[]; issueNumber: string | null }, ifMatch) =>
      linkMailboxMessage(administrationId, message.id, data, ifMatch),
    refetch: () => queryClient.fetchQuery({ ...messageQuery, staleTime: 0 }),
    // No queryKey: their version enters the message's query only when the user drops their changes
    // (or saves over it), not while they choose (the pane then starts the form afresh).
  });
  const conflict = useEditConflict({ form, record: message, valuesOf: linkValues });
  const { saveButtonRef } = conflict;

  const submit = form.handleSubmit(
    ({ customerNumber, invoiceNumbers, issueNumber }) => {
      return conflict.save(
        (etag) => save.save({ customerNumber: customerNumber || null, invoiceNumbers: splitNumbers(invoiceNumbers), issueNumber: issueNumber || null }, etag),
        (next) => {
          // What the server linked, as it says it (the customer of the invoices, if none was named).
          onLinked(next);
          queryClient.setQueryData(messageQuery.queryKey, next);
        },
      );
    },
    { serverMessage: linkErrorKey },
  );

  const customerNumber = form.values.customerNumber ?? '';
  const invoices = splitNumbers(form.values.invoiceNumbers);
  const customerId = customerNumber ? known[customerNumber]?.id : undefined;
  const issueNumber = form.values.issueNumber ?? '';
  const remember = (targets: readonly MailboxLinkTarget[], kind: MailboxLinkSearchKind) => {
    if (kind === 'customer') setKnown((previous) => ({ ...previous, ...Object.fromEntries(targets.map((c) => [c.number, { id: c.id, name: c.name }])) }));
    if (kind === 'issue') setIssueNames((previous) => ({ ...previous, ...Object.fromEntries(targets.map((i) => [i.number, i.name])) }));
  };

  return (
    <form aria-labelledby={headingId} onSubmit={submit} noValidate className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {t('link.title')}
      </h3>
      {conflict.panel && (
        <ConflictPanel
          {...conflict.panel}
          title={t('link.conflict.title')}
          intro={t('link.conflict.intro')}
          introOutside={t('link.conflict.introOutside')}
          labelOf={(field) => t(FIELD_LABELS[field as keyof typeof FIELD_LABELS])}
          onDiscard={() => {
            // Their version (already in the message's query) becomes the form's, afresh.
            if (conflict.theirs) onLinked(conflict.theirs);
            if (conflict.theirs) queryClient.setQueryData(messageQuery.queryKey, conflict.theirs);
          }}
        />
      )}
      <FormNotice message={conflict.notice} />
      <FormAlert message={form.formError} />

      <TargetPicker
        administrationId={administrationId}
        kind="customer"
        label={t('link.customer')}
        chosen={customerNumber ? [{ number: customerNumber, name: known[customerNumber]?.name }] : []}
        errors={form.errorsOf('customerNumber')}
        onFound={remember}
        onChoose={(target) => {
          form.setValue('customerNumber', target.number);
          // Invoices (and an issue) of another customer would be refused: the choice starts them afresh.
          if (customerNumber && target.number !== customerNumber) {
            form.setValue('invoiceNumbers', '');
            if (issues) form.setValue('issueNumber', '');
          }
        }}
        onRemove={() => form.setValue('customerNumber', '')}
      />
      <TargetPicker
        administrationId={administrationId}
        kind="invoice"
        customerId={customerId}
        label={t('link.invoices')}
        hint={customerNumber ? t('link.invoicesOfCustomer', { customer: customerNumber }) : t('link.invoicesHint')}
        chosen={invoices.map((number) => ({ number }))}
        errors={form.errorsOf('invoiceNumbers')}
        onFound={remember}
        onChoose={(target) => form.setValue('invoiceNumbers', [...invoices.filter((number) => number !== target.number), target.number].join(', '))}
        onRemove={(number) => form.setValue('invoiceNumbers', invoices.filter((each) => each !== number).join(', '))}
      />
      {issues ? (
        <TargetPicker
          administrationId={administrationId}
          kind="issue"
          customerId={customerId}
          label={t('link.issue')}
          hint={customerNumber ? t('link.issuesOfCustomer', { customer: customerNumber }) : t('link.issueHint')}
          chosen={issueNumber ? [{ number: issueNumber, name: issueNames[issueNumber] }] : []}
          errors={form.errorsOf('issueNumber')}
          onFound={remember}
          onChoose={(target) => form.setValue('issueNumber', target.number)}
          onRemove={() => form.setValue('issueNumber', '')}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton ref={saveButtonRef} size="sm" fullWidth={false} pending={form.submitting}>
          {t('link.save')}
        </SubmitButton>
        <p role="status" className="text-sm text-slate-800">
          {saved ? t('link.saved') : null}
        </p>
      </div>
    </form>
  );
}

const PLACEHOLDERS = { customer: 'link.search.customerPlaceholder', invoice: 'link.search.invoicePlaceholder', issue: 'link.search.issuePlaceholder' } as const;

type PickerProps = {
  administrationId: string;
  kind: MailboxLinkSearchKind;
  /** Invoices and issues: only this customer's. */
  customerId?: string;
  label: string;
  hint?: string;
  chosen: readonly { number: string; name?: string }[];
  errors: readonly string[];
  onFound: (targets: readonly MailboxLinkTarget[], kind: MailboxLinkSearchKind) => void;
  onChoose: (target: MailboxLinkTarget) => void;
  onRemove: (number: string) => void;
};

/**
 * A link chosen from a search: what is chosen as removable chips, and a combobox that finds
 * customers (number or name), invoices (number) or issues (number or category) as the user types (the list kit's search rule:
 * a pause, three characters).
 */
function TargetPicker({ administrationId, kind, customerId, label, hint, chosen, errors, onFound, onChoose, onRemove }: PickerProps) {
  const { t } = useTranslation('mailbox');
  const ids = useId();
  const [term, setTerm] = useState('');
  const box = useSearchBox(term, setTerm);
  const searching = term.length > 0;
  const found = useSearchMailboxLinkTargets(
    administrationId,
    { kind, q: term, ...(customerId ? { 'customer-id': customerId } : {}) },
    { query: { enabled: searching, placeholderData: keepPreviousData } },
  );
  const options = searching ? (found.data?.items ?? []) : [];
  const [seen, setSeen] = useState(found.data);
  if (found.data !== seen) {
    setSeen(found.data);
    if (found.data) onFound(found.data.items, kind);
  }

  let state: string | null = null;
  if (box.error) state = t('link.search.minLength');
  else if (searching && found.isError) state = t('link.search.failed');
  else if (searching && found.isSuccess && options.length === 0) state = t('link.search.none', { term });

  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;
  const single = kind !== 'invoice';
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${ids}-input`} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {chosen.length > 0 && (
        <ul aria-label={t('link.chosen', { what: label })} className="flex flex-wrap gap-2">
          {chosen.map((target) => (
            <li key={target.number} className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pr-1 pl-3 text-sm text-slate-900">
              <span>{target.name ? `${target.number} · ${target.name}` : target.number}</span>
              <Button variant="subtle" size="sm" aria-label={t('link.remove', { number: target.number })} onClick={() => onRemove(target.number)}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      {(!single || chosen.length === 0) && (
        <Combobox
          value={null}
          onChange={(target: MailboxLinkTarget | null) => {
            if (!target) return;
            onChoose(target);
            box.onChange('');
          }}
        >
          <div className="relative w-full max-w-md">
            <ComboboxInput
              id={`${ids}-input`}
              autoComplete="off"
              maxLength={Math.min(SEARCH_MAX_LENGTH, 100)}
              placeholder={t(PLACEHOLDERS[kind])}
              aria-describedby={[hint ? hintId : null, errors.length > 0 ? errorId : null].filter(Boolean).join(' ') || undefined}
              aria-invalid={errors.length > 0 || undefined}
              displayValue={() => box.text}
              onChange={(event) => box.onChange(event.target.value)}
              className={`min-h-10 w-full rounded-md border bg-white px-3 text-sm ${errors.length > 0 ? 'border-red-700' : 'border-slate-300'} ${focusRing}`}
            />
            <ComboboxOptions
              modal={false}
              anchor="bottom start"
              className="z-20 mt-1 max-h-72 w-(--input-width) overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg empty:invisible"
            >
              {options.map((target) => (
                <ComboboxOption key={target.id} value={target} className="flex cursor-default flex-col px-3 py-2 data-focus:bg-blue-50">
                  <span className="font-medium">{target.number}</span>
                  <span className="text-xs text-slate-600">{target.name}</span>
                </ComboboxOption>
              ))}
            </ComboboxOptions>
          </div>
        </Combobox>
      )}
      {errors.length > 0 && (
        <p id={errorId} className="text-sm text-red-800">
          {errors.join(' ')}
        </p>
      )}
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-700">
        {state}
      </p>
    </div>
  );
}
