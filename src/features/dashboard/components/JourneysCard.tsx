import { linkOptions } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useGetJourneyNextDays } from '@/api/generated/endpoints/journeys/journeys';
import type { JourneyForecastKind } from '@/api/generated/model';
import { DashboardCard } from './DashboardCard';
import { FigureLink } from './FigureLink';

const KINDS: readonly JourneyForecastKind[] = ['email', 'letter', 'sms', 'whatsapp', 'call', 'handover'];

/** What the journeys will make in the next seven days, per kind, each figure leading to /journeys (the days and their invoices). */
export function JourneysCard({ administrationId }: { administrationId: string }) {
  const { t } = useTranslation('dashboard');
  const query = useGetJourneyNextDays(administrationId);
  const totals = (data: NonNullable<typeof query.data>) => KINDS.map((kind) => ({ kind, count: data.days.reduce((sum, day) => sum + day.counts[kind], 0) })).filter((entry) => entry.count > 0);
  return (
    <DashboardCard title={t('journeys.title')} query={query} isEmpty={(data) => totals(data).length === 0} empty={t('journeys.none')}>
      {(data) => (
        <ul className="flex flex-col gap-1 text-sm">
          {totals(data).map(({ kind, count }) => (
            <li key={kind}>
              <FigureLink link={linkOptions({ to: '/journeys' })} allowed>
                {t(`journeys.kinds.${kind}`, { count })}
              </FigureLink>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
