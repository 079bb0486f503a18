import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonStyle } from '@/components/ui/Button';
import { formatDateTime } from '@/lib/format';
import type { KeptInputControl } from './kept-input';

/**
 * The form-level message region. It is always in the page (empty when there is nothing to say),
 * so a message that appears in it is announced at once.
 */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return (
    // Empty, it takes back the gap its flex parent gives it.
    <div role="alert" className={message ? 'rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900' : '-mb-4'}>
      {message}
    </div>
  );
}

/** A form-level note that is no failure (the user's edits were re-applied, a choice comes first). */
export function FormNotice({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="status" className="rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-950">
      {message}
    </p>
  );
}

type SubmitButtonProps = ButtonStyle & {
  /** The request runs: disabled with a spinner; the name does not change. */
  pending: boolean;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
  /** Id of what the user should read before pressing it (a warning beside the button). */
  describedBy?: string;
};

/** A form's submit button: large and full width by default, as on the forms of their own page. */
export function SubmitButton({ pending, children, variant = 'primary', size = 'lg', fullWidth = true, className, ref, describedBy }: SubmitButtonProps) {
  return (
    <Button ref={ref} type="submit" pending={pending} variant={variant} size={size} fullWidth={fullWidth} className={className} aria-describedby={describedBy}>
      {children}
    </Button>
  );
}

type FormNoticesProps = {
  /** The form controller (`useForm`): its kept input and whether the app is offline. */
  form: { kept: Pick<KeptInputControl, 'offer' | 'restore' | 'discard'>; offline: boolean; submitting: boolean };
};

/**
 * What the form kit has to say about the input itself: unsaved changes kept from an earlier visit
 * (restore or discard them; nothing is applied unasked), and, while the app is offline, that a
 * save waits for the connection with the input kept. Put it under the form's FormAlert.
 */
export function FormNotices({ form }: FormNoticesProps) {
  const { t, i18n } = useTranslation();
  const { offer } = form.kept;
  return (
    <>
      {offer ? (
        <div
          role="region"
          aria-label={t('form.kept.label')}
          className="flex flex-wrap items-center gap-3 rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-950"
        >
          <p className="flex-1">{t('form.kept.question', { date: formatDateTime(offer.savedAt, i18n.resolvedLanguage ?? i18n.language) })}</p>
          <div className="flex gap-2">
            <Button size="sm" onClick={form.kept.restore}>
              {t('form.kept.restore')}
            </Button>
            <Button size="sm" variant="secondary" onClick={form.kept.discard}>
              {t('form.kept.discard')}
            </Button>
          </div>
        </div>
      ) : null}
      {form.offline ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {form.submitting ? t('form.offline.waiting') : t('form.offline.notice')}
        </p>
      ) : null}
    </>
  );
}
