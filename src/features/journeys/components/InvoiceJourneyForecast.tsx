import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useGetInvoiceJourneyForecast } from '@/api/generated/endpoints/journeys/journeys';
import type { JourneyForecast } from '@/api/generated/model';
import { QueryPanel } from '@/components/QueryPanel';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { formatDate } from '@/lib/format';
import { useWhen } from './when';

type Entry = JourneyForecast['entries'][number];

const TONE = { done: 'success', skipped: 'neutral', planned: 'info', paused: 'paused', stopped: 'neutral' } as const;

/**
 * An invoice's journey timeline as the server decided it: done steps linked to what they made,
 * skipped ones, the next steps with their days, and paused ones with what holds them.
 */
export function InvoiceJourneyForecast({ administrationId, invoiceId }: { administrationId: string; invoiceId: string }) {
  const { t } = useTranslation('journeys');
  const query = useGetInvoiceJourneyForecast(administrationId, invoiceId);
  return (
    <QueryPanel
      title={t('forecast.title')}
      query={query}
      failed={t('forecast.failed')}
      empty={(data) => (data.journey === null ? t('forecast.none') : null)}
    >
      {(data) => <Timeline data={data} />}
    </QueryPanel>
  );
}

function Timeline({ data }: { data: JourneyForecast }) {
  const { t } = useTranslation('journeys');
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">{t('forecast.follows', { name: data.journey?.name ?? '' })}</p>
      <ol aria-label={t('forecast.list')} className="flex flex-col gap-2">
        {data.entries.map((entry) => (
          <EntryItem key={entry.step.id} entry={entry} />
        ))}
      </ol>
    </div>
  );
}

function EntryItem({ entry }: { entry: Entry }) {
  const { t, i18n } = useTranslation('journeys');
  const when = useWhen();
  const date = formatDate(entry.state === 'done' || entry.state === 'planned' || entry.state === 'paused' ? (entry.on ?? entry.date) : entry.date, i18n.language);
  const reasons = entry.pausedBy.map((kind) => t(`forecast.reasons.${kind}`)).join(', ');
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-md border border-slate-200 bg-white p-3 text-sm">
      <span className="font-medium text-slate-900">{entry.step.name}</span>
      <span className="text-slate-600">
        {t(`actions.${entry.step.action}`)} · {when(entry.step.offsetDays)}
      </span>
      <StatusBadge tone={TONE[entry.state]}>{t(`forecast.states.${entry.state}`, { date })}</StatusBadge>
      {entry.next ? <span className="text-xs font-semibold text-sky-800 uppercase">{t('forecast.next')}</span> : null}
      {entry.state === 'paused' && reasons ? <span className="text-amber-900">{t('forecast.pausedBy', { reasons })}</span> : null}
      {entry.made ? <MadeLink made={entry.made} /> : null}
    </li>
  );
}

function MadeLink({ made }: { made: NonNullable<Entry['made']> }) {
  const { t } = useTranslation('journeys');
  const className = 'text-sky-800 underline';
  if (made.kind === 'email') return <Link className={className} to="/communication/emails" search={{ messageId: made.id }}>{t('forecast.made.email')}</Link>;
  if (made.kind === 'letter') return <Link className={className} to="/communication/letters" search={{ messageId: made.id }}>{t('forecast.made.letter')}</Link>;
  if (made.kind === 'task') return <Link className={className} to="/tasks/$taskId" params={{ taskId: made.id }}>{t('forecast.made.task')}</Link>;
  if (made.kind === 'collection-case') return <Link className={className} to="/for-collection/$forCollectionId" params={{ forCollectionId: made.id }}>{t('forecast.made.collection-case')}</Link>;
  return <span className="text-slate-600">{t('forecast.made.text-message')}</span>;
}
