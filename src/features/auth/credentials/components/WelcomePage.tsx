import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/Button';
import { PageTitle } from './PageTitle';

/** /welcome: after sign-up or activation. */
export function WelcomePage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <PageTitle focusOnMount>{t('auth.welcome.title')}</PageTitle>
      <p className="text-slate-700">{t('auth.welcome.body')}</p>
      <Link to="/login" className={buttonClass({ size: 'lg', fullWidth: true })}>
        {t('auth.common.signIn')}
      </Link>
    </div>
  );
}
