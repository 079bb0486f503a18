import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/Button';

/** /about: what the product is, for anyone; the way in depends on whether a session exists. */
export function AboutScreen({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('about');
  const titleId = useId();
  const name = t('app.name');
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h1 id={titleId} className="text-2xl font-semibold text-slate-950">
        {t('title', { name })}
      </h1>
      <p className="text-slate-700">{t('body', { name })}</p>
      <p>
        {signedIn ? (
          <Link to="/dashboard" className={buttonClass()}>
            {t('toDashboard')}
          </Link>
        ) : (
          <Link to="/login" className={buttonClass()}>
            {t('signIn')}
          </Link>
        )}
      </p>
    </section>
  );
}
