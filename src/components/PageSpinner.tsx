import { useTranslation } from 'react-i18next';
import { Spinner } from './ui/Spinner';

/** A page (or a large part of one) is loading. Also shown before the translations are there. */
export function PageSpinner() {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return <Spinner label={ready ? t('common.loading') : 'Loading…'} className="min-h-40" />;
}
