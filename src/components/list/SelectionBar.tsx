import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField, SelectField, TextField } from '@/components/form/fields';
import { Button } from '@/components/ui/Button';
import { LazyDialog } from '@/components/ui/LazyDialog';
import { formatNumber } from '@/lib/format';
import { formatMoney, type Money } from '@/lib/money';
import { type BulkResult, type Selection, selectedCount, toTarget } from '@/lib/list/selection';
import type { BulkAction, BulkInput } from './types';

type SelectionBarProps = {
  selection: Selection;
  /** The selected rows' sum of the list's money column (per currency), with the column's name. */
  sum?: { label: string; values: readonly Money[] };
  /** Rows matching the filter, all pages. */
  total: number;
  /** Every row of the page is selected (then "select all N matching" is offered). */
  pageFullySelected: boolean;
  onSelectAllMatching: () => void;
  onClear: () => void;
  actions: readonly BulkAction[];
  /** A bulk action answered: the kit keeps the failed rows selected. */
  onBulkDone: (result: BulkResult) => void;
  /** The row's name in a failure line; the id when the area gives none. */
  describeRow?: (id: string) => string;
};

type Run = { status: 'idle' } | { status: 'running'; action: BulkAction; count: number } | { status: 'done'; action: BulkAction; result: BulkResult } | { status: 'failed'; action: BulkAction };

/**
 * What is selected, the way to widen it to every matching row across pages, and the bulk actions.
 * An action runs on the target (ids, or the filter minus unticked rows); its answer is reported
 * per row: how many succeeded and, for each failure, which row and why.
 */
export function SelectionBar({ selection, sum, total, pageFullySelected, onSelectAllMatching, onClear, actions, onBulkDone, describeRow }: SelectionBarProps) {
  const { t, i18n } = useTranslation('list');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [run, setRun] = useState<Run>({ status: 'idle' });
  const count = selectedCount(selection);
  const number = (value: number) => formatNumber(value, language);

  const [asking, setAsking] = useState<BulkAction | null>(null);
  // An action with a form of its own, open on the target it was chosen for.
  const [inForm, setInForm] = useState<{ action: BulkAction; target: ReturnType<typeof toTarget>; count: number } | null>(null);

  const start = async (action: BulkAction, input: BulkInput = {}) => {
    // An action with a form of its own runs nothing here: its form does.
    if (!action.run) return;
    const target = toTarget(selection);
    setRun({ status: 'running', action, count });
    try {
      const result = await action.run(target, input);
      setRun({ status: 'done', action, result });
      onBulkDone(result);
    } catch (error) {
      console.error('The bulk action failed', error);
      setRun({ status: 'failed', action });
    }
  };

  const running = run.status === 'running';
  const canWiden = selection.kind === 'ids' && pageFullySelected && total > selection.ids.length;
  return (
    <div className="flex flex-col gap-2">
      {(count > 0 || running) && (
        <section aria-label={t('selection.label')} className="flex flex-wrap items-center gap-3 rounded-lg border border-blue-200 bg-blue-50 px-4 py-2 text-sm">
          <p className="font-medium text-slate-900">
            {selection.kind === 'matching' ? t('selection.allMatching', { count, formatted: number(count) }) : t('selection.count', { count, formatted: number(count) })}
          </p>
          {sum && sum.values.length > 0 && (
            <p className="text-slate-900 tabular-nums">
              {t('selection.sum', { column: sum.label, amount: sum.values.map((value) => formatMoney(value, language)).join(' + ') })}
            </p>
          )}
          {canWiden && (
            <Button variant="subtle" size="sm" onClick={onSelectAllMatching} disabled={running}>
              {t('selection.selectAllMatching', { count: total, formatted: number(total) })}
            </Button>
          )}
          <Button variant="subtle" size="sm" onClick={onClear} disabled={running}>
            {t('selection.clear')}
          </Button>
          {actions.length > 0 && (
            <div role="group" aria-label={t('bulk.actionsLabel')} className="ml-auto flex flex-wrap gap-2">
              {actions.map((action) => (
                <Button
                  key={action.id}
                  size="sm"
                  pending={running && run.action.id === action.id}
                  disabled={running || count === 0}
                  onClick={() => (action.form ? setInForm({ action, target: toTarget(selection), count }) : action.reason || action.confirm ? setAsking(action) : void start(action))}
                >
                  {action.label}
                </Button>
              ))}
            </div>
          )}
        </section>
      )}
      <BulkReport run={run} language={language} describeRow={describeRow} onDismiss={() => setRun({ status: 'idle' })} />
      {inForm?.action.form?.({
        target: inForm.target,
        count: inForm.count,
        onCancel: () => setInForm(null),
        onDone: (result) => {
          setRun({ status: 'done', action: inForm.action, result });
          setInForm(null);
          onBulkDone(result);
        },
      })}
      <ReasonDialog
        action={asking}
        count={count}
        language={language}
        onCancel={() => setAsking(null)}
        onConfirm={(action, input) => {
          setAsking(null);
          void start(action, input);
        }}
      />
    </div>
  );
}

type ReasonDialogProps = {
  action: BulkAction | null;
  count: number;
  language: string;
  onCancel: () => void;
  onConfirm: (action: BulkAction, input: BulkInput) => void;
};

const isoToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * The reason a bulk action asks for (a choice from its list when it has one, and text, required
 * unless a listed reason was chosen), an optional last day, and the number of rows it is about to change;
 * or, for an action that only confirms, what it will do.
 */
function ReasonDialog({ action, count, language, onCancel, onConfirm }: ReasonDialogProps) {
  const { t } = useTranslation('list');
  const formId = useId();
  const [reason, setReason] = useState('');
  const [choice, setChoice] = useState<string | undefined>(undefined);
  const [until, setUntil] = useState('');
  const [errors, setErrors] = useState<{ reason?: string[]; until?: string[] }>({});
  // The last action asked for stays while the dialog closes (its closing transition shows it).
  const [shown, setShown] = useState(action);
  if (action && action !== shown) setShown(action);
  const asked = shown?.reason;
  const chosen = choice ?? asked?.choice?.textFor;
  const asksText = asked !== undefined && !asked.withoutText;
  const textRequired = asksText && (!asked.choice || chosen === asked.choice.textFor);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!shown) return;
    const next: typeof errors = {};
    if (textRequired && !text) next.reason = [t('bulk.reasonRequired')];
    if (asked?.until && until && until <= isoToday()) next.until = [asked.until.errorPast];
    setErrors(next);
    if (next.reason || next.until) return;
    setReason('');
    setChoice(undefined);
    setUntil('');
    onConfirm(shown, { ...(text ? { reason: text } : {}), ...(asked?.choice ? { choice: chosen } : {}), ...(asked?.until && until ? { until } : {}) });
  };

  return (
    <LazyDialog
      open={action !== null}
      onClose={onCancel}
      title={shown?.label ?? ''}
      description={t('bulk.reasonDescription', { count, formatted: formatNumber(count, language) })}
      actions={
        <>
          <Button variant="subtle" onClick={onCancel}>
            {t('bulk.cancel')}
          </Button>
          <Button type="submit" form={formId} variant={shown?.confirm ? 'danger' : 'primary'}>
            {shown?.label}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-3">
        {asked?.choice ? (
          <SelectField label={asked.choice.label} name="choice" value={chosen ?? ''} onChange={(event) => setChoice(event.target.value)} options={asked.choice.options} placeholder={false} />
        ) : null}
        {shown?.confirm ? <p className="text-sm text-slate-700">{shown.confirm.consequence}</p> : null}
        {!asksText ? null : (
          <TextField
            label={asked?.label ?? ''}
            name="reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            errors={errors.reason ?? []}
            maxLength={asked?.maxLength ?? 500}
          />
        )}
        {asked?.until ? (
          <DateField label={asked.until.label} hint={asked.until.hint} name="until" value={until} onChange={(event) => setUntil(event.target.value)} errors={errors.until ?? []} />
        ) : null}
      </form>
    </LazyDialog>
  );
}

function BulkReport({ run, language, describeRow, onDismiss }: { run: Run; language: string; describeRow?: (id: string) => string; onDismiss: () => void }) {
  const { t } = useTranslation('list');
  const number = (value: number) => formatNumber(value, language);
  if (run.status === 'idle') return <p role="status" className="sr-only" />;
  if (run.status === 'running') {
    return (
      <p role="status" className="text-sm text-slate-700">
        {t('bulk.running', { action: run.action.label, count: run.count, formatted: number(run.count) })}
      </p>
    );
  }
  if (run.status === 'failed') {
    return (
      <div role="alert" className="flex items-center gap-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
        <p>{t('bulk.error', { action: run.action.label })}</p>
        <Button variant="subtle" size="sm" onClick={onDismiss}>
          {t('bulk.dismiss')}
        </Button>
      </div>
    );
  }
  const { result } = run;
  const failed = result.failed.length;
  return (
    <div
      role={failed > 0 ? 'alert' : 'status'}
      className={`flex flex-col gap-2 rounded-md border px-3 py-2 text-sm ${failed > 0 ? 'border-amber-300 bg-amber-50 text-amber-950' : 'border-green-200 bg-green-50 text-green-950'}`}
    >
      <p className="font-medium">
        {t('bulk.done', { action: run.action.label, succeeded: number(result.succeeded), requested: number(result.requested) })}
      </p>
      {failed > 0 && (
        <>
          <p>{t('bulk.failedTitle', { count: failed, formatted: number(failed) })}</p>
          <ul className="max-h-48 list-disc overflow-auto pl-5">
            {result.failed.map((failure) => (
              <li key={failure.id}>{t('bulk.failure', { row: describeRow?.(failure.id) ?? failure.id, reason: failure.reason })}</li>
            ))}
          </ul>
        </>
      )}
      <div>
        <Button variant="subtle" size="sm" onClick={onDismiss}>
          {t('bulk.dismiss')}
        </Button>
      </div>
    </div>
  );
}
