import { useTranslation } from 'react-i18next';
import { useOnline } from '@/api/online';

/** Above the page while the app is offline: pages wait, nothing typed is lost, saves go out on reconnect. */
export function OfflineBanner() {
  const { t } = useTranslation('shell');
  if (useOnline()) return null;
  return (
    <p role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 sm:px-6 lg:px-8">
      {t('offline.banner')}
    </p>
  );
}
