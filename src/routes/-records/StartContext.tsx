import { useTranslation } from 'react-i18next';
import { isPanelType } from '@/components/records/open-panels';
import type { DebtorSearch } from '@/navigation/search-params';

/**
 * Says what a debtor page was opened for when that is a message (`?action=email`), as given in
 * the URL: the message is written in the composer ("Write a message"), so the page states the
 * request and claims nothing more. The other actions open their panel (RecordActionPanels), which
 * says it; a `callId` opens its call panel (RecordFrame).
 */
export function StartContext({ search }: { search: DebtorSearch }) {
  const { t } = useTranslation(['placeholders', 'navigation']);
  if (!search.action || isPanelType(search.action)) return null;
  return (
    <p role="note" className="text-sm text-slate-700">
      {t('context.action', { action: t(`actions.${search.action}`) })}
    </p>
  );
}
