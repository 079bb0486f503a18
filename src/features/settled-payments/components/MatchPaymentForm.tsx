import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListInvoices } from '@/api/generated/endpoints/invoices/invoices';
import { getGetSettledPaymentQueryKey, getSettledPayment, matchSettledPayment } from '@/api/generated/endpoints/settled-payments/settled-payments';
import type { InvoiceStatus, SettledPayment, SettledPaymentMatch } from '@/api/generated/model';
import { ApiError } from '@/api/errors';
import { useVersionedSave } from '@/api/versioned-save';
import { SelectField, TextField } from '@/components/form/fields';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import { Button } from '@/components/ui/Button';
import { textLinkClass } from '@/components/ui/link';
import { createIdempotencyKeys } from '@/lib/idempotency';
import { formatMoney, parseUserAmount } from '@/lib/money';
import { type AllocationProblem, allocationTotals, checkAllocations, proposeAllocation } from '@/lib/payment-allocation';
import { useQueryClient } from '@tanstack/react-query';

/** Statuses of invoices that still have something outstanding (what a payment may be matched to). */
const OPEN_STATUSES: InvoiceStatus[] = ['open', 'overdue', 'disputed', 'paused', 'in-arrangement', 'for-collection'];

type Line = {
  invoiceId: string;
  invoiceNumber: string;
  /** What the user typed, in their language. */
  text: string;
  /** The most this invoice may take (its outstanding plus this payment's part of it), when known. */
  limit?: string;
};

/** An amount as a user of `language` would type it: its decimal sign, no grouping. */
function inputAmount(amount: string, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(amount as Intl.StringNumericLiteral);
}

const linesOf = (payment: SettledPayment, language: string): Line[] =>
  payment.allocations.map((line) => ({ invoiceId: line.invoiceId, invoiceNumber: line.invoiceNumber, text: inputAmount(line.amount.amount, language) }));

/** Where the server put its problems: `allocations/<i>/<field>` at the line, the rest at the form. */
function serverProblems(error: unknown): { lines: Map<number, true>; whole: boolean } | null {
  if (!(error instanceof ApiError) || (error.status !== 422 && error.status !== 400)) return null;
  const errors = (error.problem as { errors?: { field: string }[] } | undefined)?.errors ?? [];
  const lines = new Map<number, true>();
  let whole = false;
  for (const { field } of errors) {
    const index = /^allocations\/(\d+)\//.exec(field)?.[1];
    if (index !== undefined) lines.set(Number(index), true);
    else whole = true;
  }
  return { lines, whole: whole || lines.size === 0 };
}

type Notice = { kind: 'saved' } | { kind: 'conflict' };

/**
 * Matches a received payment to one or several invoices: each line an invoice and the part of the
 * payment it takes (a partial payment leaves the invoice partly outstanding), what is left shown
 * as unallocated credit as the user types (decimals, never floats). Removing every line and saving
 * unmatches it. Saved with `If-Match` (someone else's matching first: the page shows theirs, the
 * user's lines stay, saving again puts them over it) and an Idempotency-Key (a retry after a lost
 * answer matches once). The server moves the invoices' outstanding amounts.
 */
export function MatchPaymentForm({ administrationId, payment }: { administrationId: string; payment: SettledPayment }) {
  const { t, i18n } = useTranslation('settled-payments');
  const language = i18n.language;
  const queryClient = useQueryClient();
  const currency = payment.amount.currency;
  const keys = useRef(createIdempotencyKeys()).current;
  // The version the user's lines are against: after a conflict, the server's latest.
  const [base, setBase] = useState(payment);
  const [lines, setLines] = useState<Line[]>(() => linesOf(payment, language));
  const [problems, setProblems] = useState<AllocationProblem[]>([]);
  const [refused, setRefused] = useState<{ lines: Map<number, true>; whole: boolean } | null>(null);
  const [failure, setFailure] = useState<string | undefined>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pick, setPick] = useState('');
  const [needle, setNeedle] = useState('');

  const candidates = useListInvoices(
    administrationId,
    {
      status: OPEN_STATUSES,
      'sort-by': 'due-date',
      'sort-order': 'asc',
      'per-page': 50,
      ...(needle.trim() ? { 'search-field': 'number' as const, 'search-value': needle.trim() } : payment.customer ? { 'customer-id': payment.customer.id } : {}),
    },
    { query: { placeholderData: keepPreviousData } },
  );
  const offered = (candidates.data?.items ?? []).filter((invoice) => !lines.some((line) => line.invoiceId === invoice.id));

  const save = useVersionedSave({
    operationId: 'matchSettledPayment',
    administrationId,
    send: (data: SettledPaymentMatch, ifMatch) =>
      matchSettledPayment(administrationId, payment.id, data, {
        headers: { ...ifMatch.headers, 'Idempotency-Key': keys.keyFor({ id: payment.id, etag: ifMatch.headers['If-Match'], data }) },
      }),
    refetch: () => getSettledPayment(administrationId, payment.id),
    queryKey: getGetSettledPaymentQueryKey(administrationId, payment.id),
  });

  // Each line's amount as a decimal ("abc" stays as typed: the check names it).
  const allocations = lines.map((line) => ({ invoiceId: line.invoiceId, amount: parseUserAmount(line.text, language) ?? (line.text.trim() || 'x') }));
  const totals = allocationTotals(payment.amount.amount, allocations);
  const unallocated = { amount: totals.unallocated, currency };
  const overPaid = Number.parseFloat(totals.unallocated) < 0;

  const messageOf = (problem: AllocationProblem) => t(`match.errors.${problem.code}`, { limit: problem.limit ? formatMoney({ amount: problem.limit, currency }, language) : '' });
  const lineErrors = (index: number): string[] => {
    const own = problems.filter((problem) => problem.field.startsWith(`allocations/${index}/`)).map(messageOf);
    return refused?.lines.has(index) ? [...own, t('match.errors.refused')] : own;
  };
  const wholeErrors = useMemo(() => problems.filter((problem) => problem.field === 'allocations'), [problems]);

  const add = () => {
    const invoice = offered.find((candidate) => candidate.id === pick);
    if (!invoice) return;
    // The new line takes what is left of the payment, at most the invoice's outstanding.
    const left = Number.parseFloat(totals.unallocated) > 0 ? totals.unallocated : '0';
    const proposed = proposeAllocation(left, [{ id: invoice.id, outstanding: invoice.outstanding.amount }]).allocations[0]?.amount ?? invoice.outstanding.amount;
    setLines((current) => [...current, { invoiceId: invoice.id, invoiceNumber: invoice.number, text: inputAmount(proposed, language), limit: invoice.outstanding.amount }]);
    setPick('');
    setNotice(null);
  };

  const submit = async (event: FormEvent, next: Line[] = lines) => {
    event.preventDefault();
    setNotice(null);
    setFailure(undefined);
    setRefused(null);
    const body = next.map((line) => ({ invoiceId: line.invoiceId, amount: parseUserAmount(line.text, language) ?? (line.text.trim() || 'x') }));
    const found = checkAllocations(payment.amount.amount, body, (invoiceId) => next.find((line) => line.invoiceId === invoiceId)?.limit ?? '999999999999999');
    setProblems(found);
    if (found.length > 0) return;
    try {
      const result = await save.save({ allocations: body }, base.etag);
      if (result.conflict) {
        setBase(result.conflict);
        setNotice({ kind: 'conflict' });
        return;
      }
      queryClient.setQueryData(getGetSettledPaymentQueryKey(administrationId, payment.id), result.saved);
      setBase(result.saved);
      setLines(linesOf(result.saved, language));
      setNotice({ kind: 'saved' });
    } catch (error) {
      const placed = serverProblems(error);
      if (placed) setRefused(placed);
      else setFailure(t('match.failed'));
    }
  };

  const unmatchAll = (event: FormEvent) => {
    setLines([]);
    void submit(event, []);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="match-heading" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="match-heading" className="text-base font-semibold text-slate-900">
        {t('match.heading')}
      </h2>
      <FormAlert message={failure} />
      {notice?.kind === 'conflict' ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {t('match.conflict')}
        </p>
      ) : null}
      {refused?.whole ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {t('match.errors.refused')}
        </p>
      ) : null}

      {lines.length === 0 ? (
        <p className="text-sm text-slate-700">{t('match.none')}</p>
      ) : (
        <ul aria-label={t('match.lines')} className="flex flex-col gap-3">
          {lines.map((line, index) => (
            <li key={line.invoiceId} className="flex flex-wrap items-end gap-3 border-b border-slate-100 pb-3">
              <Link to="/invoices/$invoiceId" params={{ invoiceId: line.invoiceId }} className={`${textLinkClass} min-w-24 pb-2 text-sm`}>
                {line.invoiceNumber}
              </Link>
              <TextField
                className="w-40"
                label={t('match.amountFor', { number: line.invoiceNumber })}
                hint={line.limit ? t('match.outstanding', { amount: formatMoney({ amount: line.limit, currency }, language) }) : undefined}
                inputMode="decimal"
                value={line.text}
                onChange={(event) => {
                  const text = event.target.value;
                  setLines((current) => current.map((other, at) => (at === index ? { ...other, text } : other)));
                }}
                errors={lineErrors(index)}
              />
              <Button variant="secondary" onClick={() => setLines((current) => current.filter((_, at) => at !== index))}>
                {t('match.remove', { number: line.invoiceNumber })}
              </Button>
            </li>
          ))}
        </ul>
      )}

      <div className="flex flex-wrap items-end gap-3">
        <TextField className="w-48" label={t('match.find')} value={needle} onChange={(event) => setNeedle(event.target.value)} />
        <SelectField
          className="min-w-64"
          label={t('match.invoice')}
          value={pick}
          onChange={(event) => setPick(event.target.value)}
          options={offered.map((invoice) => ({
            value: invoice.id,
            label: t('match.option', { number: invoice.number, customer: invoice.customer.name, amount: formatMoney(invoice.outstanding, language) }),
          }))}
        />
        <Button variant="secondary" onClick={add} disabled={!pick}>
          {t('match.add')}
        </Button>
      </div>

      <dl className="grid gap-2 text-sm sm:grid-cols-3" aria-live="polite">
        <div>
          <dt className="text-slate-600">{t('columns.amount')}</dt>
          <dd className="font-medium text-slate-900">{formatMoney(payment.amount, language)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('match.allocated')}</dt>
          <dd className="font-medium text-slate-900">{formatMoney({ amount: totals.allocated, currency }, language)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('columns.unallocated')}</dt>
          <dd className={`font-medium ${overPaid ? 'text-red-700' : 'text-slate-900'}`}>{formatMoney(unallocated, language)}</dd>
        </div>
      </dl>
      {wholeErrors.map((problem) => (
        <p key={problem.code} role="alert" className="text-sm text-red-700">
          {messageOf(problem)}
        </p>
      ))}

      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={save.pending} size="md" fullWidth={false}>
          {t('match.save')}
        </SubmitButton>
        {base.allocations.length > 0 ? (
          <Button variant="secondary" onClick={(event) => unmatchAll(event)}>
            {t('match.unmatch')}
          </Button>
        ) : null}
        <p role="status" className="text-sm text-slate-700">
          {notice?.kind === 'saved' ? t('match.saved') : null}
        </p>
      </div>
    </form>
  );
}
