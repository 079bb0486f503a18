import { useTranslation } from 'react-i18next';
import type { Journey } from '@/api/generated/model';
import { formatDateTime } from '@/lib/format';
import { JourneyDelete } from './JourneyDelete';
import { JourneyEditor } from './JourneyEditor';

/** A journey's page: how many customers follow it, when it last changed, its editor, and deleting it. */
export function JourneyOverview({ administrationId, record }: { administrationId: string; record: Journey }) {
  const { t, i18n } = useTranslation('journeys');
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{t('columns.customers')}</dt>
          <dd className="text-sm text-slate-900">{record.customerCount}</dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{t('columns.updatedAt')}</dt>
          <dd className="text-sm text-slate-900">
            <time dateTime={record.updatedAt}>{formatDateTime(record.updatedAt, i18n.language)}</time>
          </dd>
        </div>
      </dl>
      <JourneyEditor key={record.id} administrationId={administrationId} journey={record} />
      <JourneyDelete administrationId={administrationId} journey={record} />
    </div>
  );
}
