import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { VersionedSaveResult } from '@/api/versioned-save';
import { TextField } from '@/components/form/fields';
import { FormAlert } from '@/components/form/form-parts';
import { useForm } from '@/components/form/use-form';
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

const pauseSchema = z.object({
  reason: z.string({ error: 'records:dunning.reasonRequired' }).trim().min(1, 'records:dunning.reasonRequired').max(500),
});

/** A versioned save's conflict: the record is shown as it is now, and what was typed stays to try again. */
const CONFLICT_KEY = 'records:dunning.conflict';

/**
 * Pausing and resuming a record's dunning (a customer's, an invoice's): a reason is required to
 * pause; a record changed meanwhile by someone else answers 412, and then the record is shown as
 * it is now while the reason typed stays, ready to try again.
 */
export function DunningControl({ paused, pauseReason, pausedElsewhere, onPause, onResume }: DunningControlProps) {
  const { t } = useTranslation('records');
  const headingId = useId();
  const pauseForm = useForm({ schema: pauseSchema, initialValues: { reason: '' } });
  const resumeForm = useForm({ schema: z.object({}), initialValues: {} });

  const pause = pauseForm.handleSubmit(async ({ reason }) => {
    const { conflict } = await onPause(reason);
    if (conflict) pauseForm.setFormError(CONFLICT_KEY);
    else pauseForm.reset({ reason: '' });
  });
  const resume = resumeForm.handleSubmit(async () => {
    const { conflict } = await onResume();
    if (conflict) resumeForm.setFormError(CONFLICT_KEY);
  });

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
            <TextField label={t('dunning.reason')} {...pauseForm.text('reason')} maxLength={500} className="min-w-64 flex-1" />
            <Button type="submit" pending={pauseForm.submitting}>
              {t('dunning.pause')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
