import { useTranslation } from 'react-i18next';
import type { DebtorSearch } from '@/navigation/search-params';

/**
 * Says what a debtor page was opened for (`?action=email`), as given in the URL. Nothing acts on
 * the action yet, so it states the request and claims nothing more (a `callId` opens its call
 * panel instead: RecordFrame).
 */
export function StartContext({ search }: { search: DebtorSearch }) {
  const { t } = useTranslation(['placeholders', 'navigation']);
  if (!search.action) return null;
  return (
    <p role="note" className="text-sm text-slate-700">
      {t('context.action', { action: t(`actions.${search.action}`) })}
    </p>
  );
}
