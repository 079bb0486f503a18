/**
 * The dashboard's cards, each on its own read of the contract's `dashboard` tag. A card of an area
 * (mail, issues, arrangements) is rendered only for those who may read it (DashboardPage); every
 * figure links to the list it summarises, filtered so that list shows the same total.
 */
import { LazyBarChart } from '@/components/charts/LazyBarChart';
import { useTranslation } from 'react-i18next';
import {
  useGetDashboardAging,
  useGetDashboardArrangements,
  useGetDashboardBalances,
  useGetDashboardDso,
  useGetDashboardIssues,
  useGetDashboardTasks,
  useGetDashboardMail,
} from '@/api/generated/endpoints/dashboard/dashboard';
import type { DashboardAging, DashboardBalances } from '@/api/generated/model';
import { usePermission } from '@/api/permissions';
import { formatDate, formatNumber } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { AREAS } from '@/navigation/areas';
import {
  agingLink,
  balanceLink,
  brokenPlansLink,
  invoicedLink,
  staleIssuesLink,
  myTasksLink,
  unreadMailLink,
  type BalanceFigure,
} from '@/navigation/dashboard-links';
import { agingSummary } from '../model/aging-summary';
import { DASHBOARD_VISIT_MS } from '../api/prefetch-dashboard';
import { DashboardCard } from './DashboardCard';
import { FigureLink } from './FigureLink';

// The chart library (visx) loads with the first aging answer, never before the dashboard.

/**
 * The figures follow every change made elsewhere (a payment, a resolved issue): each visit asks
 * again (the route's loader does, prefetch-dashboard.ts), showing the last answer meanwhile; a card
 * takes that visit's answer instead of asking twice, and asks itself for an older one.
 */
const FRESH = { query: { staleTime: DASHBOARD_VISIT_MS } } as const;

const BALANCE_FIGURES: readonly BalanceFigure[] = ['outstanding', 'overdue', 'disputed', 'inArrangement', 'forCollection'];

export function BalancesCard({ administrationId }: { administrationId: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  const query = useGetDashboardBalances(administrationId, FRESH);
  const { allowed } = usePermission(AREAS.invoices.permission);
  return (
    <DashboardCard
      title={t('balances.title')}
      query={query}
      className="sm:col-span-2"
      isEmpty={(data: DashboardBalances) => data.outstanding.count === 0}
      empty={t('balances.none')}
    >
      {(data) => (
        <>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {BALANCE_FIGURES.map((figure) => (
              <div key={figure} className="flex flex-col gap-0.5">
                <dt className="text-sm text-slate-700">{t(`balances.${figure}`)}</dt>
                <dd className="text-xl font-semibold tabular-nums text-slate-900">
                  <FigureLink link={balanceLink(figure, data.asOf)} allowed={allowed} label={t(`balances.${figure}`)}>
                    {formatMoney({ amount: data[figure].amount, currency: data.currency }, language)}
                  </FigureLink>
                </dd>
                <dd className="text-sm text-slate-700">{t('balances.invoices', { count: data[figure].count })}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-slate-700">{t('balances.asOf', { date: formatDate(data.asOf, language) })}</p>
        </>
      )}
    </DashboardCard>
  );
}

export function DsoCard({ administrationId }: { administrationId: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  const query = useGetDashboardDso(administrationId, FRESH);
  const { allowed } = usePermission(AREAS.invoices.permission);
  return (
    <DashboardCard title={t('dso.title')} query={query}>
      {(data) => (
        <>
          <p className="text-2xl font-semibold tabular-nums text-slate-900">
            {data.days === null ? t('dso.none', { period: data.periodDays }) : t('dso.value', { days: formatNumber(data.days, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) })}
          </p>
          <p className="text-sm text-slate-700">{t('dso.formula', { period: data.periodDays })}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-700">{t('dso.outstanding')}</dt>
            <dd className="tabular-nums">
              <FigureLink link={balanceLink('outstanding', data.asOf)} allowed={allowed} label={t('dso.outstanding')}>
                {formatMoney({ amount: data.outstanding, currency: data.currency }, language)}
              </FigureLink>
            </dd>
            <dt className="text-slate-700">{t('dso.invoiced', { from: formatDate(data.periodFrom, language), to: formatDate(data.asOf, language) })}</dt>
            <dd className="tabular-nums">
              <FigureLink link={invoicedLink(data.periodFrom, data.asOf)} allowed={allowed} label={t('dso.invoiced', { from: formatDate(data.periodFrom, language), to: formatDate(data.asOf, language) })}>
                {formatMoney({ amount: data.invoiced, currency: data.currency }, language)}
              </FigureLink>
            </dd>
          </dl>
        </>
      )}
    </DashboardCard>
  );
}

export function AgingCard({ administrationId }: { administrationId: string }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  const query = useGetDashboardAging(administrationId, FRESH);
  const { allowed } = usePermission(AREAS.invoices.permission);
  const money = (amount: string, currency: string) => formatMoney({ amount, currency }, language);
  return (
    <DashboardCard
      title={t('aging.title')}
      query={query}
      className="sm:col-span-2"
      isEmpty={(data: DashboardAging) => data.buckets.every((bucket) => bucket.count === 0)}
      empty={t('aging.none')}
    >
      {(data) => {
        const summary = agingSummary(data);
        const labels = data.buckets.map((bucket) => t(`aging.buckets.${bucket.bucket}`));
        return (
          <>
            <p>
              {t('aging.summary', {
                total: money(summary.total, data.currency),
                overdue: money(summary.overdue, data.currency),
                bucket: t(`aging.buckets.${summary.largest.bucket}`),
                amount: money(summary.largest.amount, data.currency),
              })}
            </p>
            <LazyBarChart
              name={t('aging.chartName')}
              width={520}
              bars={data.buckets.map((bucket, index) => ({
                label: labels[index] ?? bucket.bucket,
                value: Number(bucket.amount),
                text: money(bucket.amount, data.currency),
                tone: index === 0 ? 'muted' : 'attention',
              }))}
              formatAxis={(value) => formatNumber(value, language, { notation: 'compact', maximumFractionDigits: 1 })}
            />
            <table className="w-full text-left text-sm">
              <caption className="mb-1 text-left font-medium text-slate-900">{t('aging.table')}</caption>
              <thead>
                <tr className="border-b border-slate-200">
                  <th scope="col" className="py-1 pr-2 font-medium">
                    {t('aging.bucket')}
                  </th>
                  <th scope="col" className="py-1 pr-2 text-right font-medium">
                    {t('aging.amount')}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {t('aging.count')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.buckets.map((bucket, index) => (
                  <tr key={bucket.bucket} className="border-b border-slate-100">
                    <th scope="row" className="py-1 pr-2 font-normal">
                      {labels[index]}
                    </th>
                    <td className="py-1 pr-2 text-right tabular-nums">
                      <FigureLink link={agingLink(bucket)} allowed={allowed} label={labels[index]}>
                        {money(bucket.amount, data.currency)}
                      </FigureLink>
                    </td>
                    <td className="py-1 text-right tabular-nums">{formatNumber(bucket.count, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        );
      }}
    </DashboardCard>
  );
}

export function MailCard({ administrationId }: { administrationId: string }) {
  const { t } = useTranslation('dashboard');
  const query = useGetDashboardMail(administrationId, FRESH);
  return (
    <DashboardCard title={t('mail.title')} query={query} isEmpty={(data) => data.unread === 0} empty={t('mail.none')}>
      {(data) => (
        <p className="text-xl font-semibold">
          <FigureLink link={unreadMailLink()} allowed>
            {t('mail.unread', { count: data.unread })}
          </FigureLink>
        </p>
      )}
    </DashboardCard>
  );
}

export function IssuesCard({ administrationId }: { administrationId: string }) {
  const { t } = useTranslation('dashboard');
  const query = useGetDashboardIssues(administrationId, FRESH);
  return (
    <DashboardCard title={t('issues.title')} query={query} isEmpty={(data) => data.count === 0} empty={t('issues.none', { days: query.data?.thresholdDays ?? 0 })}>
      {(data) => (
        <p className="text-xl font-semibold">
          <FigureLink link={staleIssuesLink(data.thresholdDays)} allowed>
            {t('issues.stale', { count: data.count, days: data.thresholdDays })}
          </FigureLink>
        </p>
      )}
    </DashboardCard>
  );
}

export function ArrangementsCard({ administrationId }: { administrationId: string }) {
  const { t } = useTranslation('dashboard');
  const query = useGetDashboardArrangements(administrationId, FRESH);
  return (
    <DashboardCard title={t('arrangements.title')} query={query} isEmpty={(data) => data.broken === 0} empty={t('arrangements.none')}>
      {(data) => (
        <p className="text-xl font-semibold">
          <FigureLink link={brokenPlansLink()} allowed>
            {t('arrangements.broken', { count: data.broken })}
          </FigureLink>
        </p>
      )}
    </DashboardCard>
  );
}

/** The caller's open tasks due today and overdue, each a link to that quick view of /tasks with them as assignee. */
export function TasksCard({ administrationId }: { administrationId: string }) {
  const { t } = useTranslation('dashboard');
  const query = useGetDashboardTasks(administrationId, FRESH);
  return (
    <DashboardCard title={t('tasks.title')} query={query} isEmpty={(data) => data.today === 0 && data.overdue === 0} empty={t('tasks.none')}>
      {(data) => (
        <ul className="flex flex-col gap-1 text-xl font-semibold">
          <li>
            <FigureLink link={myTasksLink('today', data.userId)} allowed>
              {t('tasks.today', { count: data.today })}
            </FigureLink>
          </li>
          <li>
            <FigureLink link={myTasksLink('overdue', data.userId)} allowed>
              {t('tasks.overdue', { count: data.overdue })}
            </FigureLink>
          </li>
        </ul>
      )}
    </DashboardCard>
  );
}
