import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import type { VersionedSaveResult } from '@/api/versioned-save';
import { TextField } from '@/components/form/fields';
import { Button } from '@/components/ui/Button';

export type DunningControlProps = {
  paused: boolean;
  /** Why it is paused, as recorded. */
  pauseReason?: string | null;
  /** Paused through something else (the invoice's customer): resumed there, not here. */
  pausedElsewhere?: string;
  /** Pauses with the reason given: a versioned save (useVersionedSave), whose conflict shows the record as it is now. */
  onPause: (reason: string) => Promise<VersionedSaveResult<unknown, unknown>>;
  onResume: () => Promise<VersionedSaveResult<unknown, unknown>>;
};

type Outcome = { kind: 'conflict' | 'error'; text: string } | null;

/**
 * Pausing and resuming a record's dunning (a customer's, an invoice's): a reason is required to
 * pause; a record changed meanwhile by someone else answers 412, and then the record is shown as
 * it is now while the reason typed stays, ready to try again.
 */
export function DunningControl({ paused, pauseReason, pausedElsewhere, onPause, onResume }: DunningControlProps) {
  const { t } = useTranslation('records');
  const headingId = useId();
  const [reason, setReason] = useState('');
  const [reasonErrors, setReasonErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function run(change: () => Promise<VersionedSaveResult<unknown, unknown>>, clearReason: boolean) {
    setBusy(true);
    setOutcome(null);
    try {
      const { conflict } = await change();
      if (conflict) setOutcome({ kind: 'conflict', text: t('dunning.conflict') });
      else if (clearReason) setReason('');
    } catch (error) {
      setOutcome({ kind: 'error', text: error instanceof ApiError && error.problem?.detail ? error.problem.detail : t('dunning.failed') });
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setReasonErrors([t('dunning.reasonRequired')]);
      return;
    }
    setReasonErrors([]);
    void run(() => onPause(text), true);
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <h3 id={headingId} className="font-semibold text-slate-950">
        {t('dunning.title')}
      </h3>
      {paused ? (
        <>
          <p>
            {pausedElsewhere ?? t('dunning.paused')}
            {pauseReason ? ` ${t('dunning.pauseReason', { reason: pauseReason })}` : ''}
          </p>
          {pausedElsewhere ? null : (
            <div>
              <Button variant="secondary" onClick={() => void run(onResume, false)} disabled={busy}>
                {t('dunning.resume')}
              </Button>
            </div>
          )}
        </>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
          <TextField
            label={t('dunning.reason')}
            name="reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            errors={reasonErrors}
            maxLength={500}
            className="min-w-64 flex-1"
          />
          <Button type="submit" disabled={busy}>
            {t('dunning.pause')}
          </Button>
        </form>
      )}
      {/* An alert is read out when it appears. */}
      {outcome ? (
        <p role="alert" className="text-sm text-slate-900">
          {outcome.text}
        </p>
      ) : null}
    </section>
  );
}
