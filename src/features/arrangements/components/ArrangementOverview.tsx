import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  changeArrangementStatus,
  getArrangement,
  getGetArrangementQueryKey,
  recordArrangementPayment,
} from '@/api/generated/endpoints/arrangements/arrangements';
import type { Arrangement, ArrangementStatusChangeStatus } from '@/api/generated/model';
import { ApiError } from '@/api/errors';
import { useVersionedSave } from '@/api/versioned-save';
import { TextField } from '@/components/form/fields';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import { Button } from '@/components/ui/Button';
import { StatusBadge, type StatusTone } from '@/components/ui/StatusBadge';
import { ARRANGEMENT_STATUS_TONE } from '../model/status-tone';
import { textLinkClass } from '@/components/ui/link';
import { formatDate } from '@/lib/format';
import { createIdempotencyKeys } from '@/lib/idempotency';
import { formatMoney, parseUserAmount } from '@/lib/money';

type Notice = { kind: 'done'; message: string } | { kind: 'conflict' } | null;

/**
 * One payment plan: who and what it covers, its instalments (due, amount, paid, status), and what
 * can be done with it: activate a proposed plan, cancel a proposed or active one (both with the
 * version shown, `If-Match`), and book a payment on an active one (partial allowed). A broken plan
 * says since when. Everything shown is what the server answered.
 */
export function ArrangementOverview({ administrationId, record }: { administrationId: string; record: Arrangement }) {
  const { t, i18n } = useTranslation('arrangements');
  const language = i18n.language;
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice>(null);
  const [error, setError] = useState<string | null>(null);
  const queryKey = getGetArrangementQueryKey(administrationId, record.id);
  const statusSave = useVersionedSave({
    operationId: 'changeArrangementStatus',
    administrationId,
    send: (status: ArrangementStatusChangeStatus, ifMatch) => changeArrangementStatus(administrationId, record.id, { status }, ifMatch),
    refetch: () => getArrangement(administrationId, record.id),
    queryKey,
  });

  const changeStatus = async (status: ArrangementStatusChangeStatus) => {
    setNotice(null);
    setError(null);
    try {
      const result = await statusSave.save(status, record.etag);
      if (result.conflict) {
        setNotice({ kind: 'conflict' });
        return;
      }
      queryClient.setQueryData(queryKey, result.saved);
      setNotice({ kind: 'done', message: t(status === 'active' ? 'actions.activated' : 'actions.cancelled') });
    } catch (failure) {
      setError(problemDetail(failure) ?? t('actions.failed'));
    }
  };

  const covered = record.invoices;
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <Fact label={t('columns.customer')}>
          <Link to="/customers/$customerId" params={{ customerId: record.customer.id }} className={textLinkClass}>
            {record.customer.name}
          </Link>
        </Fact>
        <Fact label={t('columns.status')}>
          <span className="flex flex-col items-start gap-1">
            <StatusBadge tone={ARRANGEMENT_STATUS_TONE[record.status]}>{t(`status.${record.status}`)}</StatusBadge>
            {record.brokenSince ? <span className="text-sm font-medium text-red-800">{t('brokenSince', { date: formatDate(record.brokenSince, language) })}</span> : null}
          </span>
        </Fact>
        <Fact label={t('columns.frequency')}>{t(`frequency.${record.frequency}`)}</Fact>
        <Fact label={t('columns.total')}>{formatMoney(record.total, language)}</Fact>
        <Fact label={t('columns.paid')}>{formatMoney(record.paid, language)}</Fact>
        <Fact label={t('columns.remaining')}>{formatMoney(record.remaining, language)}</Fact>
        <Fact label={t('columns.nextDueDate')}>{record.nextDueDate ? formatDate(record.nextDueDate, language) : '—'}</Fact>
      </dl>

      {(record.status === 'proposed' || record.status === 'active') && (
        <section aria-labelledby="arrangement-actions" className="flex flex-col gap-2">
          <h2 id="arrangement-actions" className="text-base font-semibold text-slate-900">
            {t('actions.heading')}
          </h2>
          <div className="flex flex-wrap gap-2">
            {record.status === 'proposed' && (
              <Button variant="primary" disabled={statusSave.pending} onClick={() => void changeStatus('active')}>
                {t('actions.activate')}
              </Button>
            )}
            <Button variant="secondary" disabled={statusSave.pending} onClick={() => void changeStatus('cancelled')}>
              {t('actions.cancel')}
            </Button>
          </div>
        </section>
      )}
      <FormAlert message={error} />
      {notice?.kind === 'conflict' && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {t('actions.conflict')}
        </p>
      )}
      <p role="status" className="text-sm text-slate-700">
        {notice?.kind === 'done' ? notice.message : null}
      </p>

      {record.status === 'active' && <PaymentForm administrationId={administrationId} record={record} />}

      <section aria-labelledby="arrangement-instalments" className="flex flex-col gap-2">
        <h2 id="arrangement-instalments" className="text-base font-semibold text-slate-900">
          {t('instalments.heading')}
        </h2>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways on a narrow screen must take focus so a keyboard can scroll it (axe: scrollable-region-focusable) */}
        <div role="region" aria-labelledby="arrangement-instalments" tabIndex={0} className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">{t('instalments.number')}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t('instalments.dueDate')}</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">{t('instalments.amount')}</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">{t('instalments.paid')}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t('instalments.status')}</th>
              </tr>
            </thead>
            <tbody>
              {record.instalments.map((instalment) => (
                <tr key={instalment.number} className="border-t border-slate-100">
                  <td className="px-3 py-2">{instalment.downPayment ? t('instalments.downPayment') : instalment.number}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(instalment.dueDate, language)}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">{formatMoney(instalment.amount, language)}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">{formatMoney(instalment.paid, language)}</td>
                  <td className="px-3 py-2">
                    <StatusBadge tone={INSTALMENT_TONE[instalment.status]}>{t(`instalments.statuses.${instalment.status}`)}</StatusBadge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="arrangement-invoices" className="flex flex-col gap-2">
        <h2 id="arrangement-invoices" className="text-base font-semibold text-slate-900">
          {t('invoices.heading')}
        </h2>
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {covered.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <Link to="/invoices/$invoiceId" params={{ invoiceId: invoice.id }} className={textLinkClass}>
                {invoice.number}
              </Link>
              <span className="text-slate-700">{t('invoices.due', { date: formatDate(invoice.dueDate, language) })}</span>
              <span className="whitespace-nowrap">{t('invoices.outstanding', { amount: formatMoney(invoice.outstanding, language) })}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const INSTALMENT_TONE = { paid: 'success', 'partly-paid': 'info', due: 'neutral', missed: 'danger' } as const satisfies Record<Arrangement['instalments'][number]['status'], StatusTone>;

function problemDetail(error: unknown): string | undefined {
  return error instanceof ApiError ? (error.problem as { detail?: string } | undefined)?.detail : undefined;
}

/** Books a payment on an active plan (partial allowed); a retry after a lost answer books it once (Idempotency-Key). */
function PaymentForm({ administrationId, record }: { administrationId: string; record: Arrangement }) {
  const { t, i18n } = useTranslation('arrangements');
  const queryClient = useQueryClient();
  const keys = useRef(createIdempotencyKeys()).current;
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const pay = useMutation({
    mutationKey: ['recordArrangementPayment'],
    mutationFn: ({ amount, key }: { administrationId: string; amount: string; key: string }) =>
      recordArrangementPayment(administrationId, record.id, { amount: { amount, currency: record.total.currency } }, { headers: { 'Idempotency-Key': key } }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const amount = parseUserAmount(text, i18n.language);
    if (amount === null || Number(amount) <= 0) {
      setFieldError(t('payment.invalid'));
      return;
    }
    setFieldError(null);
    const operation = { id: record.id, amount };
    try {
      const saved = await pay.mutateAsync({ administrationId, amount, key: keys.keyFor(operation) });
      keys.succeeded(operation);
      queryClient.setQueryData(getGetArrangementQueryKey(administrationId, record.id), saved);
      setText('');
      setDone(t('payment.recorded', { amount: formatMoney({ amount, currency: record.total.currency }, i18n.language) }));
    } catch (failure) {
      setFieldError(problemDetail(failure) ?? t('actions.failed'));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="arrangement-payment" className="flex max-w-md flex-col gap-3">
      <h2 id="arrangement-payment" className="text-base font-semibold text-slate-900">
        {t('payment.heading')}
      </h2>
      <TextField
        label={t('payment.amount')}
        hint={t('payment.hint', { amount: formatMoney(record.remaining, i18n.language) })}
        inputMode="decimal"
        value={text}
        onChange={(event) => setText(event.target.value)}
        errors={fieldError ? [fieldError] : undefined}
      />
      <div className="flex items-center gap-3">
        <SubmitButton pending={pay.isPending} size="md" fullWidth={false}>
          {t('payment.submit')}
        </SubmitButton>
        <p role="status" className="text-sm text-slate-700">
          {done}
        </p>
      </div>
    </form>
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
