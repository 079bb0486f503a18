import { useTranslation } from 'react-i18next';
import type { DebtorSearch } from '@/navigation/search-params';

/**
 * Says what a debtor page was opened for (`?action=call&callId=…`), as given in the URL. Nothing
 * acts on it yet, so it states the request and claims nothing more.
 */
export function StartContext({ search }: { search: DebtorSearch }) {
  const { t } = useTranslation(['placeholders', 'navigation']);
  const parts = [
    search.action && t('context.action', { action: t(`actions.${search.action}`) }),
    search.callId && t('context.call', { id: search.callId }),
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p role="note" className="text-sm text-slate-700">
      {parts.join(' · ')}
    </p>
  );
}
