import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/Button';
import { PageTitle } from './PageTitle';

/** /welcome: after sign-up or activation. */
export function WelcomePage() {
  const { t } = useTranslation('auth');
  return (
    <div className="flex flex-col gap-4">
      <PageTitle focusOnMount>{t('welcome.title')}</PageTitle>
      <p className="text-slate-700">{t('welcome.body')}</p>
      <Link to="/login" className={buttonClass({ size: 'lg', fullWidth: true })}>
        {t('common.signIn')}
      </Link>
    </div>
  );
}
