import { useTranslation } from 'react-i18next';
import { useListIssueHistory } from '@/api/generated/endpoints/issues/issues';
import type { IssueHistoryEntry } from '@/api/generated/model';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { formatDateTime } from '@/lib/format';

/** An issue's history: who changed what and when, oldest first, as the server recorded it. */
export function IssueHistory({ administrationId, issueId }: { administrationId: string; issueId: string }) {
  const { t, i18n } = useTranslation('issues');
  const history = useListIssueHistory(administrationId, issueId);
  const value = (entry: IssueHistoryEntry, side: 'from' | 'to') => {
    const text = entry[side];
    if (text === null) return t('nobody');
    return entry.change === 'status' ? t(`status.${text as 'open'}`) : text;
  };
  return (
    <section aria-labelledby="issue-history" className="flex flex-col gap-2">
      <h2 id="issue-history" className="text-base font-semibold text-slate-900">
        {t('history.title')}
      </h2>
      {history.isPending ? (
        <Spinner label={t('form.loading')} />
      ) : history.isError ? (
        <div role="alert" className="flex items-center gap-3 text-sm text-red-900">
          {t('history.error')}
          <Button variant="subtle" size="sm" onClick={() => void history.refetch()}>
            {t('history.retry')}
          </Button>
        </div>
      ) : (
        <ol className="flex flex-col gap-2 border-l border-slate-200 pl-4">
          {history.data.items.map((entry) => (
            <li key={entry.id} className="text-sm text-slate-800">
              <time dateTime={entry.at} className="text-slate-600">
                {formatDateTime(entry.at, i18n.language)}
              </time>{' '}
              {entry.change === 'opened'
                ? t('history.opened', { by: entry.by.name })
                : entry.change === 'description'
                  ? t('history.description', { by: entry.by.name })
                  : t('history.changed', { by: entry.by.name, field: t(`fields.${entry.change}`), from: value(entry, 'from'), to: value(entry, 'to') })}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
