import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useGetCallContext, useLogCall } from '@/api/generated/endpoints/communication/communication';
import { useListSuperDebtorMembers } from '@/api/generated/endpoints/super-debtors/super-debtors';
import type { CallOutcome, CallWrite } from '@/api/generated/model';
import { DateField, NumberField, SelectField, TextAreaField, TextField } from '@/components/form/fields';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import { type FormValues, useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/Button';
import { textLinkClass } from '@/components/ui/link';
import { Spinner } from '@/components/ui/Spinner';
import { formatDate } from '@/lib/format';
import { formatMoney, parseUserAmount } from '@/lib/money';
import { todayIso } from '../model/task-values';

export const CALL_OUTCOMES = ['reached', 'no-answer', 'promise-to-pay', 'dispute'] as const satisfies readonly CallOutcome[];

/** The customer's own number, as the contact choice names it. */
const MAIN_NUMBER = 'customer';

export type LogCallFormProps = {
  administrationId: string;
  /** The customer called; else chosen among a super debtor's members. */
  customerId?: string;
  superDebtorId?: string;
  /** The invoices the call is about at first (the invoice page it was opened on). */
  invoiceIds?: readonly string[];
  /** The call is logged and nothing follows. */
  onDone: () => void;
  onCancel: () => void;
  /** A dispute was logged: the issue panel opens for these invoices. */
  onDispute: (dispute: { customerId: string; invoiceIds: string[] }) => void;
  /** No answer: the user asked for a follow-up task. */
  onFollowUp: (followUp: { customerId: string; invoiceId?: string }) => void;
};

/**
 * Logging a call (the call panel, `?action=call`): whom (a contact with a phone, or the customer's
 * own number, shown as a `tel:` link to dial), the outcome, notes and duration, and the invoices it
 * was about. "Promise to pay" asks the amount and the day; the server makes the check-payment task
 * for that day. "Dispute" opens the issue panel with the invoices; "No answer" offers a follow-up
 * task. Sent once per form with an Idempotency-Key.
 */
export function LogCallForm(props: LogCallFormProps) {
  const { administrationId, superDebtorId } = props;
  const { t } = useTranslation('tasks');
  const members = useListSuperDebtorMembers(administrationId, superDebtorId ?? '', { 'per-page': 100 }, { query: { enabled: !props.customerId && Boolean(superDebtorId) } });
  const [chosen, setChosen] = useState('');
  const customerId = props.customerId ?? chosen;
  if (!props.customerId) {
    if (members.isPending) return <Loading />;
    return (
      <div className="flex flex-col gap-4">
        <SelectField
          label={t('call.customer')}
          placeholder={t('call.chooseCustomer')}
          options={(members.data?.items ?? []).map((m) => ({ value: m.id, label: `${m.name} (${m.number})` }))}
          name="customer"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        />
        {customerId ? <CallForm key={customerId} {...props} customerId={customerId} /> : null}
      </div>
    );
  }
  return <CallForm {...props} customerId={props.customerId} />;
}

function Loading() {
  const { t } = useTranslation('tasks');
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
      <Spinner label={t('call.loading')} /> {t('call.loading')}
    </p>
  );
}

function CallForm({ administrationId, customerId, invoiceIds = [], onDone, onCancel, onDispute, onFollowUp }: LogCallFormProps & { customerId: string }) {
  const { t, i18n } = useTranslation('tasks');
  const language = i18n.language;
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const context = useGetCallContext(administrationId, customerId);
  const log = useLogCall({ request: { headers: { 'Idempotency-Key': idempotencyKey } } });
  const [chosenInvoices, setChosenInvoices] = useState<readonly string[]>(invoiceIds);
  const [unanswered, setUnanswered] = useState<{ invoiceId?: string } | null>(null);

  const schema = useMemo(
    () =>
      z
        .object({
          contact: z.string({ error: 'tasks:call.contactRequired' }).min(1, 'tasks:call.contactRequired'),
          direction: z.enum(['outgoing', 'incoming']),
          outcome: z.enum(CALL_OUTCOMES, { error: 'tasks:call.outcomeRequired' }),
          minutes: z.number({ error: 'tasks:call.minutesInvalid' }).int('tasks:call.minutesInvalid').min(0, 'tasks:call.minutesInvalid').max(1440, 'tasks:call.minutesInvalid').optional(),
          notes: z.string().trim().max(5000).optional(),
          amount: z.string().optional(),
          date: z.string().optional(),
        })
        .superRefine((values, issues) => {
          if (values.outcome !== 'promise-to-pay') return;
          const amount = values.amount ? parseUserAmount(values.amount, language) : null;
          if (!values.amount?.trim()) issues.addIssue({ code: 'custom', path: ['amount'], message: 'tasks:call.amountRequired' });
          else if (amount === null || Number(amount) <= 0) issues.addIssue({ code: 'custom', path: ['amount'], message: 'tasks:call.amountInvalid' });
          if (!values.date) issues.addIssue({ code: 'custom', path: ['date'], message: 'tasks:call.dateRequired' });
          else if (values.date < todayIso()) issues.addIssue({ code: 'custom', path: ['date'], message: 'tasks:call.datePast' });
        }),
    [language],
  );
  const initialValues: FormValues<typeof schema> = { contact: '', direction: 'outgoing', outcome: undefined, minutes: 0, notes: '', amount: '', date: '' };
  const form = useForm({ schema, initialValues });

  if (context.isPending) return <Loading />;
  if (context.isError || !context.data) {
    return (
      <p role="alert" className="text-sm text-red-800">
        {t('call.loadFailed')}
      </p>
    );
  }
  const { customer, contacts, invoices } = context.data;
  const choices = [
    ...contacts.map((c) => ({ value: c.id, label: c.function ? t('call.contactOption', { name: c.name, function: c.function }) : c.name, phone: c.phone, name: c.name as string | null })),
    ...(customer.phone ? [{ value: MAIN_NUMBER, label: t('call.mainNumber', { name: customer.name }), phone: customer.phone, name: null }] : []),
  ];
  const picked = choices.find((c) => c.value === form.values.contact);
  const promise = form.values.outcome === 'promise-to-pay';

  if (unanswered) {
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className="text-sm text-slate-900">
          {t('call.loggedNoAnswer')}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => onFollowUp({ customerId, ...unanswered })}>{t('call.followUp')}</Button>
          <Button variant="subtle" onClick={onDone}>
            {t('call.noFollowUp')}
          </Button>
        </div>
      </div>
    );
  }

  const submit = form.handleSubmit(async (data) => {
    const about = chosenInvoices.filter((id) => invoices.some((row) => row.id === id));
    const body: CallWrite = {
      customerId,
      invoiceIds: about,
      contactName: picked?.name ?? null,
      phoneNumber: picked?.phone ?? '',
      direction: data.direction,
      at: new Date().toISOString(),
      durationSeconds: (data.minutes ?? 0) * 60,
      outcome: data.outcome,
      notes: data.notes ?? '',
      promise: data.outcome === 'promise-to-pay' ? { amount: parseUserAmount(data.amount ?? '', language) ?? '', date: data.date ?? '' } : null,
    };
    await log.mutateAsync({ administrationId, data: body });
    if (data.outcome === 'dispute') onDispute({ customerId, invoiceIds: about });
    else if (data.outcome === 'no-answer') setUnanswered({ invoiceId: about[0] });
    else onDone();
  });

  const toggle = (id: string, on: boolean) => setChosenInvoices((previous) => (on ? [...previous, id] : previous.filter((other) => other !== id)));

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert message={form.formError} />
      {choices.length === 0 ? <p className="text-sm text-slate-700">{t('call.noPhone', { name: customer.name })}</p> : null}
      <SelectField label={t('call.contact')} placeholder={t('call.chooseContact')} options={choices.map(({ value, label }) => ({ value, label }))} {...form.select('contact')} />
      {picked ? (
        <p className="text-sm text-slate-900">
          {t('call.dial')}{' '}
          <a href={`tel:${picked.phone.replace(/\s+/g, '')}`} className={textLinkClass}>
            {picked.phone}
          </a>
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('call.direction')} placeholder={false} options={(['outgoing', 'incoming'] as const).map((value) => ({ value, label: t(`call.directions.${value}`) }))} {...form.select('direction')} />
        <NumberField label={t('call.minutes')} {...form.number('minutes')} />
      </div>
      <SelectField label={t('call.outcome')} placeholder={t('call.chooseOutcome')} options={CALL_OUTCOMES.map((value) => ({ value, label: t(`call.outcomes.${value}`) }))} {...form.select('outcome')} />
      {promise ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('call.amount', { currency: invoices[0]?.outstanding.currency ?? '' })} inputMode="decimal" autoComplete="off" {...form.text('amount')} />
          <DateField label={t('call.date')} min={todayIso()} {...form.date('date')} />
        </div>
      ) : null}
      {invoices.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('call.invoices')}</legend>
          <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto">
            {invoices.map((row) => (
              <li key={row.id}>
                <label className="flex items-center gap-2 text-sm text-slate-900">
                  <input type="checkbox" className="size-4" checked={chosenInvoices.includes(row.id)} onChange={(event) => toggle(row.id, event.target.checked)} />
                  <span>{t('call.invoiceOption', { number: row.number, date: formatDate(row.dueDate, language), amount: formatMoney(row.outstanding, language) })}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <TextAreaField label={t('call.notes')} maxLength={5000} {...form.text('notes')} />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={form.submitting} size="md" fullWidth={false}>
          {t('call.save')}
        </SubmitButton>
        <Button variant="subtle" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
