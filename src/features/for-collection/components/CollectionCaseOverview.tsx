import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeCollectionStage, getCollectionCase, getGetCollectionCaseQueryKey } from '@/api/generated/endpoints/for-collection/for-collection';
import type { CollectionCase, CollectionCostLine, CollectionOutcome, CollectionStage, StatutoryInterestLine } from '@/api/generated/model';
import { ApiError } from '@/api/errors';
import { useVersionedSave } from '@/api/versioned-save';
import { SelectField, TextField } from '@/components/form/fields';
import { FormAlert } from '@/components/form/form-parts';
import { Button } from '@/components/ui/Button';
import { LazyDialog } from '@/components/ui/LazyDialog';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { textLinkClass } from '@/components/ui/link';
import { formatDate, formatDateTime } from '@/lib/format';
import { formatMoney, type Money } from '@/lib/money';
import { COLLECTION_STAGE_TONE } from '../model/stage-tone';

const OUTCOMES: readonly CollectionOutcome[] = ['collected', 'written-off', 'withdrawn'];

/**
 * One collection case: the customer, its stage, its invoices (each a link), the statutory costs
 * and the statutory interest with how the server computed them (the interest period by period), its history and the stages it may move to. Every step is
 * irreversible, so each asks first, naming what will happen, and is saved with the version shown.
 */
export function CollectionCaseOverview({ administrationId, record }: { administrationId: string; record: CollectionCase }) {
  const { t, i18n } = useTranslation('for-collection');
  const language = i18n.language;
  const [asked, setAsked] = useState<CollectionStage | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const money = (amount: string): Money => ({ amount, currency: record.claim.currency });
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <Fact label={t('columns.customer')}>
          <Link to="/customers/$customerId" params={{ customerId: record.customer.id }} className={textLinkClass}>
            {record.customer.name}
          </Link>
        </Fact>
        <Fact label={t('columns.stage')}>
          <span className="flex flex-col items-start gap-1">
            <StatusBadge tone={COLLECTION_STAGE_TONE[record.stage]}>{t(`stage.${record.stage}`)}</StatusBadge>
            {record.outcome ? <span className="text-sm text-slate-700">{t(`outcome.${record.outcome}`)}</span> : null}
            {record.noticeEndsOn && record.stage === 'statutory-notice' ? <span className="text-sm text-slate-700">{t('noticeEnds', { date: formatDate(record.noticeEndsOn, language) })}</span> : null}
          </span>
        </Fact>
        <Fact label={t('columns.handedOverAt')}>
          {t('handedOver', { date: formatDateTime(record.handedOverAt, language), name: record.handedOverBy })}
        </Fact>
        <Fact label={t('columns.principal')}>{formatMoney(record.principal, language)}</Fact>
        <Fact label={t('columns.costs')}>{formatMoney(record.costs.total, language)}</Fact>
        <Fact label={t('columns.interest')}>{formatMoney(record.interest.total, language)}</Fact>
        <Fact label={t('columns.claim')}>{formatMoney(record.claim, language)}</Fact>
        <Fact label={t('reason')}>{record.reason}</Fact>
      </dl>

      {record.nextStages.length > 0 && (
        <section aria-labelledby="collection-actions" className="flex flex-col gap-2">
          <h2 id="collection-actions" className="text-base font-semibold text-slate-900">
            {t('actions.heading')}
          </h2>
          <div className="flex flex-wrap gap-2">
            {record.nextStages.map((stage) => (
              <Button key={stage} variant={stage === 'closed' ? 'secondary' : 'primary'} onClick={() => { setDone(null); setAsked(stage); }}>
                {stage === 'new' ? null : t(`actions.to.${stage}`)}
              </Button>
            ))}
          </div>
          {record.stage === 'statutory-notice' && !record.nextStages.includes('bailiff') && record.noticeEndsOn ? (
            <p className="text-sm text-slate-700">{t('actions.bailiffAfter', { date: formatDate(record.noticeEndsOn, language) })}</p>
          ) : null}
        </section>
      )}
      <p role="status" className="text-sm text-slate-700">
        {done}
      </p>
      <StageDialog administrationId={administrationId} record={record} stage={asked} onClose={() => setAsked(null)} onDone={(stage) => { setAsked(null); setDone(t('actions.moved', { stage: t(`stage.${stage}`) })); }} />

      <section aria-labelledby="collection-invoices" className="flex flex-col gap-2">
        <h2 id="collection-invoices" className="text-base font-semibold text-slate-900">
          {t('invoices.heading')}
        </h2>
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {record.invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <Link to="/invoices/$invoiceId" params={{ invoiceId: invoice.id }} className={textLinkClass}>
                {invoice.number}
              </Link>
              <span className="text-slate-700">{t('invoices.due', { date: formatDate(invoice.dueDate, language), count: invoice.daysOverdue })}</span>
              <span className="whitespace-nowrap">{t('invoices.outstanding', { amount: formatMoney(invoice.outstanding, language) })}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="collection-costs" className="flex flex-col gap-2">
        <h2 id="collection-costs" className="text-base font-semibold text-slate-900">
          {t('costs.heading')}
        </h2>
        <p className="text-sm text-slate-700">{t(`costs.basis.${record.costs.country}`, { date: formatDate(record.costs.asOf, language) })}</p>
        <AmountsTable
          labelledBy="collection-costs"
          caption={t('costs.heading')}
          totalLabel={t('costs.total')}
          total={formatMoney(record.costs.total, language)}
          rows={record.costs.lines.map((line) => [costLineText(line, t, language, money), formatMoney(money(line.amount), language)])}
        />
      </section>

      <section aria-labelledby="collection-interest" className="flex flex-col gap-2">
        <h2 id="collection-interest" className="text-base font-semibold text-slate-900">
          {t('interest.heading')}
        </h2>
        <p className="text-sm text-slate-700">{t(`interest.basis.${record.interest.country}`, { date: formatDate(record.interest.asOf, language) })}</p>
        {record.interest.lines.length === 0 ? (
          <p className="text-sm text-slate-700">{t('interest.none')}</p>
        ) : (
          <AmountsTable
            labelledBy="collection-interest"
            caption={t('interest.heading')}
            totalLabel={t('interest.total')}
            total={formatMoney(record.interest.total, language)}
            rows={record.interest.lines.map((line) => [interestLineText(line, t, language, money), formatMoney(money(line.amount), language)])}
          />
        )}
      </section>

      <section aria-labelledby="collection-history" className="flex flex-col gap-2">
        <h2 id="collection-history" className="text-base font-semibold text-slate-900">
          {t('history.heading')}
        </h2>
        <ol className="flex flex-col gap-2">
          {[...record.history].reverse().map((step, index) => (
            <li key={index} className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm">
              <p className="font-medium text-slate-900">
                {step.from ? t('history.moved', { from: t(`stage.${step.from}`), to: t(`stage.${step.to}`) }) : t('history.handedOver')}
              </p>
              <p className="text-slate-700">
                <time dateTime={step.at}>{formatDateTime(step.at, language)}</time> · {step.by}
              </p>
              {step.note ? <p className="text-slate-800">{step.note}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

type T = ReturnType<typeof useTranslation<'for-collection'>>['t'];

function costLineText(line: CollectionCostLine, t: T, language: string, money: (amount: string) => Money): string {
  const rate = line.rate ? new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(Number(line.rate)) : '';
  switch (line.kind) {
    case 'band':
      return line.to
        ? t('costs.lines.band', { rate, base: formatMoney(money(line.base ?? '0'), language), from: formatMoney(money(line.from ?? '0'), language), to: formatMoney(money(line.to), language) })
        : t('costs.lines.bandAbove', { rate, base: formatMoney(money(line.base ?? '0'), language), from: formatMoney(money(line.from ?? '0'), language) });
    case 'minimum':
      return t('costs.lines.minimum');
    case 'maximum':
      return t('costs.lines.maximum');
    case 'vat':
      return t('costs.lines.vat', { rate, base: formatMoney(money(line.base ?? '0'), language) });
    case 'fixed-sum':
      return t('costs.lines.fixedSum', { invoice: line.invoice?.number ?? '', base: formatMoney(money(line.base ?? '0'), language) });
  }
}

/** One stretch of statutory interest: the invoice, the rate, the base, the days and the year they are counted in. */
function interestLineText(line: StatutoryInterestLine, t: T, language: string, money: (amount: string) => Money): string {
  const rate = new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(Number(line.rate));
  return t('interest.line', {
    invoice: line.invoice.number,
    rate,
    base: formatMoney(money(line.base), language),
    from: formatDate(line.from, language),
    to: formatDate(line.to, language),
    count: line.days,
    yearDays: line.yearDays,
  });
}

type StageDialogProps = {
  administrationId: string;
  record: CollectionCase;
  stage: CollectionStage | null;
  onClose: () => void;
  onDone: (stage: CollectionStage) => void;
};

/** Asks before a stage change, naming what will happen; a note, and the outcome when closing. Saved with If-Match. */
function StageDialog({ administrationId, record, stage, onClose, onDone }: StageDialogProps) {
  const { t } = useTranslation('for-collection');
  const queryClient = useQueryClient();
  const formId = useId();
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<CollectionOutcome>('collected');
  const [error, setError] = useState<string | null>(null);
  // The last stage asked for stays while the dialog closes.
  const [shown, setShown] = useState(stage);
  if (stage && stage !== shown) setShown(stage);
  const queryKey = getGetCollectionCaseQueryKey(administrationId, record.id);
  const save = useVersionedSave({
    operationId: 'changeCollectionStage',
    administrationId,
    send: (body: { stage: CollectionStage; note: string | null; outcome: CollectionOutcome | null }, ifMatch) => changeCollectionStage(administrationId, record.id, body, ifMatch),
    refetch: () => getCollectionCase(administrationId, record.id),
    queryKey,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!shown) return;
    setError(null);
    try {
      const result = await save.save({ stage: shown, note: note.trim() || null, outcome: shown === 'closed' ? outcome : null }, record.etag);
      if (result.conflict) {
        setError(t('actions.conflict'));
        return;
      }
      queryClient.setQueryData(queryKey, result.saved);
      setNote('');
      onDone(shown);
    } catch (failure) {
      setError(failure instanceof ApiError ? ((failure.problem as { detail?: string } | undefined)?.detail ?? t('actions.failed')) : t('actions.failed'));
    }
  };

  const what = shown === 'closed' ? t(`actions.what.closed.${outcome}`) : shown && shown !== 'new' ? t(`actions.what.${shown}`) : '';
  return (
    <LazyDialog
      open={stage !== null}
      onClose={onClose}
      title={shown ? t('actions.confirmTitle', { reference: record.reference, stage: t(`stage.${shown}`) }) : ''}
      description={`${what} ${t('actions.irreversible')}`}
      actions={
        <>
          <Button variant="subtle" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} variant={shown === 'closed' ? 'danger' : 'primary'} pending={save.pending}>
            {shown && shown !== 'new' ? t(`actions.to.${shown}`) : ''}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        {shown === 'closed' ? (
          <SelectField
            label={t('actions.outcome')}
            name="outcome"
            value={outcome}
            onChange={(event) => setOutcome(event.target.value as CollectionOutcome)}
            options={OUTCOMES.map((value) => ({ value, label: t(`outcome.${value}`) }))}
            placeholder={false}
          />
        ) : null}
        <TextField label={t('actions.note')} name="note" value={note} onChange={(event) => setNote(event.target.value)} maxLength={500} />
        <FormAlert message={error} />
      </form>
    </LazyDialog>
  );
}

type AmountsTableProps = {
  /** The id of the section's heading, which names the scrolling region. */
  labelledBy: string;
  caption: string;
  /** Each line's text and its formatted amount. */
  rows: readonly (readonly [string, string])[];
  totalLabel: string;
  total: string;
};

/** The statutory costs or interest: a line per item with its amount, and their total. */
function AmountsTable({ labelledBy, caption, rows, totalLabel, total }: AmountsTableProps) {
  const { t } = useTranslation('for-collection');
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls sideways on a narrow screen must take focus so a keyboard can scroll it (axe: scrollable-region-focusable)
    <div role="region" aria-labelledby={labelledBy} tabIndex={0} className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">{t('costs.line')}</th>
            <th scope="col" className="px-3 py-2 text-right font-medium">{t('costs.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([text, amount], index) => (
            <tr key={index} className="border-t border-slate-100">
              <td className="px-3 py-2">{text}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-300 font-semibold">
            <th scope="row" className="px-3 py-2 text-left">{totalLabel}</th>
            <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{total}</td>
          </tr>
        </tfoot>
      </table>
    </div>
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
