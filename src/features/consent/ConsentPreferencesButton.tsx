import { useTranslation } from 'react-i18next';
import { showConsentPreferences } from './consent-service';

interface ConsentPreferencesButtonProps {
  className?: string;
}

/** "Cookie settings": reopens the cookie preferences modal. */
export function ConsentPreferencesButton({ className }: ConsentPreferencesButtonProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className={className} onClick={showConsentPreferences}>
      {t('consent.cookieSettings')}
    </button>
  );
}
