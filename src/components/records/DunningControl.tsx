import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { DunningPause, DunningState } from '@/api/generated/model';
import type { VersionedSaveResult } from '@/api/versioned-save';
import { DateField, SelectField, TextField } from '@/components/form/fields';
import { FormAlert } from '@/components/form/form-parts';
import { type FormValues, useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/Button';
import { formatDate } from '@/lib/format';
import { PAUSE_REASON_CODES } from './pause-reasons';


export type DunningControlProps = {
  /** The record's dunning as the API has it: paused or not, why, until when, by whom and when. */
  dunning: Pick<DunningState, 'paused' | 'pausedUntil' | 'pauseReason' | 'pauseReasonCode' | 'pausedAt' | 'pausedByUser'>;
  /** Paused through something else (the invoice's customer): resumed there, not here. */
  pausedElsewhere?: string;
  /** Pauses as asked: a versioned save (useVersionedSave), whose conflict shows the record as it is now. */
  onPause: (pause: DunningPause) => Promise<VersionedSaveResult<unknown, unknown>>;
  onResume: () => Promise<VersionedSaveResult<unknown, unknown>>;
  /** Today (ISO day), for the earliest end day; tests pin it. */
  today?: string;
};

const isoToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

const nextDay = (iso: string) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

function pauseSchema(today: string) {
  return z
    .object({
      reasonCode: z.enum(PAUSE_REASON_CODES, { error: 'records:dunning.reasonCodeRequired' }),
      reason: z.string().trim().max(500).optional(),
      until: z.iso.date({ error: 'records:dunning.untilInvalid' }).optional(),
    })
    .superRefine((value, context) => {
      // "Other" is explained in words; a reason from the list may be given without.
      if (value.reasonCode === 'other' && !value.reason) context.addIssue({ code: 'custom', path: ['reason'], message: 'records:dunning.reasonRequired' });
      if (value.until !== undefined && value.until <= today) context.addIssue({ code: 'custom', path: ['until'], message: 'records:dunning.untilFuture' });
    });
}

/** A versioned save's conflict: the record is shown as it is now, and what was typed stays to try again. */
const CONFLICT_KEY = 'records:dunning.conflict';

/**
 * Pausing and resuming a record's dunning (a customer's, an invoice's): a reason from the list
 * (with words of one's own, required for "other") and, optionally, the last day of the pause; a
 * paused record says why, until when, and who paused it on which day. A record changed meanwhile by
 * someone else answers 412, and then the record is shown as it is now while what was typed stays,
 * ready to try again.
 */
export function DunningControl({ dunning, pausedElsewhere, onPause, onResume, today = isoToday() }: DunningControlProps) {
  const { t, i18n } = useTranslation('records');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const headingId = useId();
  // An empty day counts as none (the form kit reads blank text as not filled in).
  const empty: FormValues<ReturnType<typeof pauseSchema>> = { reasonCode: 'other', reason: '', until: '' };
  const pauseForm = useForm({ schema: pauseSchema(today), initialValues: empty });
  const resumeForm = useForm({ schema: z.object({}), initialValues: {} });

  const pause = pauseForm.handleSubmit(async ({ reasonCode, reason, until }) => {
    const { conflict } = await onPause({ reasonCode, ...(reason ? { reason } : {}), ...(until ? { until } : {}) });
    if (conflict) pauseForm.setFormError(CONFLICT_KEY);
    else pauseForm.reset(empty);
  });
  const resume = resumeForm.handleSubmit(async () => {
    const { conflict } = await onResume();
    if (conflict) resumeForm.setFormError(CONFLICT_KEY);
  });

  const reasonOptions = PAUSE_REASON_CODES.map((code) => ({ value: code, label: t(`dunning.reasons.${code}`) }));
  const why = [dunning.pauseReasonCode && dunning.pauseReasonCode !== 'other' ? t(`dunning.reasons.${dunning.pauseReasonCode}`) : null, dunning.pauseReason]
    .filter(Boolean)
    .join(' – ');

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <h3 id={headingId} className="font-semibold text-slate-950">
        {t('dunning.title')}
      </h3>
      {dunning.paused ? (
        <>
          <p>
            {pausedElsewhere ?? (dunning.pausedUntil ? t('dunning.pausedUntil', { date: formatDate(dunning.pausedUntil, language) }) : t('dunning.paused'))}
            {why ? ` ${t('dunning.pauseReason', { reason: why })}` : ''}
          </p>
          {pausedElsewhere && dunning.pausedUntil ? <p className="text-sm text-slate-700">{t('dunning.until', { date: formatDate(dunning.pausedUntil, language) })}</p> : null}
          {dunning.pausedByUser && dunning.pausedAt ? (
            <p className="text-sm text-slate-700">{t('dunning.pausedBy', { name: dunning.pausedByUser.name, date: formatDate(dunning.pausedAt, language) })}</p>
          ) : null}
          {pausedElsewhere ? null : (
            <form onSubmit={resume} noValidate className="flex flex-col items-start gap-3">
              <FormAlert message={resumeForm.formError} />
              <Button type="submit" variant="secondary" pending={resumeForm.submitting}>
                {t('dunning.resume')}
              </Button>
            </form>
          )}
        </>
      ) : (
        <form onSubmit={pause} noValidate className="flex flex-col gap-3">
          <FormAlert message={pauseForm.formError} />
          <div className="flex flex-wrap items-end gap-3">
            <SelectField label={t('dunning.reasonCode')} {...pauseForm.select('reasonCode')} options={reasonOptions} placeholder={false} className="min-w-48" />
            <TextField label={t('dunning.reason')} {...pauseForm.text('reason')} maxLength={500} className="min-w-64 flex-1" />
            <DateField label={t('dunning.untilLabel')} {...pauseForm.date('until')} min={nextDay(today)} hint={t('dunning.untilHint')} className="min-w-44" />
            <Button type="submit" pending={pauseForm.submitting}>
              {t('dunning.pause')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
