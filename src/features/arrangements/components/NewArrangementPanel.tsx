import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createArrangement } from '@/api/generated/endpoints/arrangements/arrangements';
import { useListInvoices } from '@/api/generated/endpoints/invoices/invoices';
import type { ArrangementCreate, InvoiceSummary } from '@/api/generated/model';
import { ApiError } from '@/api/errors';
import { CheckboxField, DateField, NumberField, SelectField, TextField } from '@/components/form/fields';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import type { ActionPanelProps } from '@/components/records/action-panel-types';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { useActiveAdministrationId } from '@/lib/administration';
import { buildPlan, PLAN_FREQUENCIES, type PlanErrorCode, type PlanField, type PlanFrequency } from '@/lib/arrangement-plan';
import { formatDate } from '@/lib/format';
import { createIdempotencyKeys } from '@/lib/idempotency';
import { formatMoney, parseUserAmount, sumMoney } from '@/lib/money';

/** Invoices a plan can take: something is owed and nothing else holds them (not disputed, in a plan or with collection). */
const OPEN_STATUSES = ['open', 'overdue', 'paused'] as const;

type Mode = 'count' | 'amount';
type Field = PlanField | 'invoiceIds';

/** Today in the user's own calendar, as an ISO day (the server checks against its own today too). */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The server's field names (`plan.count`) as the form's. */
function fieldOf(name: string): Field | null {
  const field = name.replace(/^plan\./, '');
  return ['invoiceIds', 'count', 'amountPerInstalment', 'frequency', 'firstDueDate', 'downPayment'].includes(field) ? (field as Field) : null;
}

/**
 * "New arrangement": choose open invoices of one customer and build the plan (number of instalments
 * or amount per instalment, frequency, first due date, optional down payment), with a live preview
 * of the instalments from the same plan builder the server uses; submit agrees the plan
 * (Idempotency-Key: a retry after a lost answer agrees it once). Default export so the action panel
 * host can load it lazily; its state lives in React state (the host keeps it mounted across tabs).
 */
export default function NewArrangementPanel({ scope, onDone, onCancel }: ActionPanelProps) {
  const { t, i18n } = useTranslation('arrangements');
  const language = i18n.language;
  const administrationId = useActiveAdministrationId() ?? '';
  const ids = useId();
  const keys = useRef(createIdempotencyKeys()).current;
  const params = scope.customerId ? { 'customer-id': scope.customerId } : scope.superDebtorId ? { 'super-debtor-id': scope.superDebtorId } : {};
  const invoices = useListInvoices(
    administrationId,
    { ...params, status: [...OPEN_STATUSES], 'per-page': 200, 'sort-by': 'due-date', 'sort-order': 'asc' },
    { query: { enabled: administrationId !== '' && (scope.customerId !== undefined || scope.superDebtorId !== undefined) } },
  );
  const rows = useMemo(() => invoices.data?.items ?? [], [invoices.data]);
  const customers = useMemo(() => [...new Map(rows.map((row) => [row.customer.id, row.customer])).values()], [rows]);

  const [chosenCustomer, setChosenCustomer] = useState<string>(scope.customerId ?? '');
  const customerId = scope.customerId ?? (chosenCustomer || (customers.length === 1 ? (customers[0]?.id ?? '') : ''));
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(scope.invoiceIds ?? []));
  const [mode, setMode] = useState<Mode>('count');
  const [count, setCount] = useState('3');
  const [amountText, setAmountText] = useState('');
  const [frequency, setFrequency] = useState<PlanFrequency>('monthly');
  const [firstDueDate, setFirstDueDate] = useState('');
  const [downText, setDownText] = useState('');
  const [activate, setActivate] = useState(true);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const ofCustomer = rows.filter((row) => row.customer.id === customerId);
  const chosen = ofCustomer.filter((row) => selected.has(row.id));
  const currency = rows[0]?.outstanding.currency ?? 'EUR';
  const total = sumMoney(chosen.map((row) => row.outstanding), currency);
  const amountPerInstalment = mode === 'amount' ? parseUserAmount(amountText, language) : null;
  const downPayment = downText.trim() === '' ? null : parseUserAmount(downText, language);
  const countValue = count.trim() === '' ? null : Number(count.trim());
  const plan = buildPlan(
    {
      total: total.amount,
      currency,
      mode,
      count: countValue,
      amountPerInstalment: mode === 'amount' ? (amountPerInstalment ?? (amountText.trim() === '' ? '' : 'x')) : null,
      frequency,
      firstDueDate,
      downPayment: downPayment ?? (downText.trim() === '' ? null : 'x'),
    },
    localToday(),
  );
  const planErrors: Partial<Record<Field, PlanErrorCode>> = {};
  if (!plan.ok) for (const error of plan.errors) planErrors[error.field === 'total' ? 'invoiceIds' : error.field] ??= error.code;

  const errorsOf = (field: Field): string[] | undefined => {
    const server = serverErrors[field];
    if (server) return [server];
    const code = planErrors[field];
    return submitted && code ? [t(`plan.errors.${code}`)] : undefined;
  };

  const create = useMutation({
    mutationKey: ['createArrangement'],
    mutationFn: ({ body, key }: { administrationId: string; body: ArrangementCreate; key: string }) =>
      createArrangement(administrationId, body, { headers: { 'Idempotency-Key': key } }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    setFormError(null);
    if (!plan.ok) return;
    const body: ArrangementCreate = {
      customerId,
      invoiceIds: chosen.map((row) => row.id),
      plan: {
        mode,
        count: mode === 'count' ? countValue : null,
        amountPerInstalment: mode === 'amount' ? amountPerInstalment : null,
        frequency,
        firstDueDate,
        downPayment,
      },
      activate,
    };
    try {
      const created = await create.mutateAsync({ administrationId, body, key: keys.keyFor(body) });
      keys.succeeded(body);
      onDone({ id: created.id });
    } catch (failure) {
      const problem = failure instanceof ApiError ? (failure.problem as { detail?: string; errors?: { field: string; message: string }[] } | undefined) : undefined;
      const placed: Partial<Record<Field, string>> = {};
      for (const item of problem?.errors ?? []) {
        const field = fieldOf(item.field);
        if (field) placed[field] = problem?.detail ?? item.message;
      }
      setServerErrors(placed);
      setFormError(Object.keys(placed).length > 0 ? null : (problem?.detail ?? t('actions.failed')));
    }
  };

  const toggle = (id: string, on: boolean) => {
    setServerErrors((errors) => ({ ...errors, invoiceIds: undefined }));
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const invoiceError = errorsOf('invoiceIds') ?? (submitted && chosen.length === 0 ? [t('plan.errors.chooseInvoices')] : undefined);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-label={t('new.title')}>
      <FormAlert message={formError} />
      {!scope.customerId && customers.length > 1 && (
        <SelectField
          label={t('columns.customer')}
          value={chosenCustomer}
          onChange={(event) => setChosenCustomer(event.target.value)}
          options={customers.map((customer) => ({ value: customer.id, label: customer.name }))}
        />
      )}

      <fieldset className="flex flex-col gap-2" aria-describedby={invoiceError ? `${ids}-invoices-error` : undefined}>
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t('new.invoices')}</legend>
        {invoices.isPending && administrationId ? (
          <Spinner label={t('new.loading')} />
        ) : ofCustomer.length === 0 ? (
          <p className="text-sm text-slate-700">{t('new.noOpenInvoices')}</p>
        ) : (
          ofCustomer.map((row: InvoiceSummary) => (
            <CheckboxField
              key={row.id}
              label={t('new.invoiceOption', { number: row.number, date: formatDate(row.dueDate, language), amount: formatMoney(row.outstanding, language) })}
              checked={selected.has(row.id)}
              onChange={(event) => toggle(row.id, event.target.checked)}
            />
          ))
        )}
        {invoiceError && (
          <p id={`${ids}-invoices-error`} className="text-sm text-red-800">
            {invoiceError[0]}
          </p>
        )}
        <p className="text-sm text-slate-900">{t('new.total', { amount: formatMoney(total, language) })}</p>
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t('new.splitBy')}</legend>
        {(['count', 'amount'] as const).map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name={`${ids}-mode`} value={option} checked={mode === option} onChange={() => setMode(option)} className="size-4 accent-blue-800" />
            {t(`new.mode.${option}`)}
          </label>
        ))}
      </fieldset>
      {mode === 'count' ? (
        <NumberField label={t('new.count')} value={count} onChange={(event) => setCount(event.target.value)} errors={errorsOf('count')} />
      ) : (
        <TextField label={t('new.amountPerInstalment')} inputMode="decimal" value={amountText} onChange={(event) => setAmountText(event.target.value)} errors={errorsOf('amountPerInstalment')} />
      )}
      <SelectField
        label={t('columns.frequency')}
        placeholder={false}
        value={frequency}
        onChange={(event) => setFrequency(event.target.value as PlanFrequency)}
        options={PLAN_FREQUENCIES.map((value) => ({ value, label: t(`frequency.${value}`) }))}
        errors={errorsOf('frequency')}
      />
      <DateField label={t('new.firstDueDate')} value={firstDueDate} onChange={(event) => setFirstDueDate(event.target.value)} errors={errorsOf('firstDueDate')} />
      <TextField label={t('new.downPayment')} hint={t('new.downPaymentHint')} inputMode="decimal" value={downText} onChange={(event) => setDownText(event.target.value)} errors={errorsOf('downPayment')} />
      <CheckboxField label={t('new.activate')} hint={t('new.activateHint')} checked={activate} onChange={(event) => setActivate(event.target.checked)} />

      <section aria-labelledby={`${ids}-preview`} className="flex flex-col gap-2">
        <h3 id={`${ids}-preview`} className="text-sm font-semibold text-slate-900">
          {t('new.preview')}
        </h3>
        {plan.ok ? (
          <table className="w-full text-sm">
            <thead className="text-left text-slate-700">
              <tr>
                <th scope="col" className="py-1 font-medium">{t('instalments.number')}</th>
                <th scope="col" className="py-1 font-medium">{t('instalments.dueDate')}</th>
                <th scope="col" className="py-1 text-right font-medium">{t('instalments.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {plan.instalments.map((instalment) => (
                <tr key={instalment.number} className="border-t border-slate-100">
                  <td className="py-1">{instalment.downPayment ? t('instalments.downPayment') : instalment.number}</td>
                  <td className="py-1 whitespace-nowrap">{formatDate(instalment.dueDate, language)}</td>
                  <td className="py-1 text-right whitespace-nowrap">{formatMoney({ amount: instalment.amount, currency }, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-sm text-slate-700">{t('new.previewIncomplete')}</p>
        )}
      </section>

      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={create.isPending} size="md" fullWidth={false}>
          {t('new.submit')}
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          {t('new.cancel')}
        </Button>
      </div>
    </form>
  );
}
