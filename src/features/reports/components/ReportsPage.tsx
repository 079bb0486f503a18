/**
 * The reports of /reports, each on its own read of the contract's `reports` tag (ReportSection):
 * DSO at twelve month ends, aging by customer as at a day (the day in the URL), payments collected
 * per month and CEI. Each has a one-sentence summary, a chart (visx, its own chunk) and the same
 * figures as a table, and downloads as CSV. The aging and the payments need Manage_Invoices (the
 * contract's x-permission); without it they are not shown, and the page says why.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useId } from 'react';
import type { ChartBar } from '@/components/charts/BarChart';
import { LazyBarChart } from '@/components/charts/LazyBarChart';
import { useTranslation } from 'react-i18next';
import * as operationPermission from '@/api/generated/operation-permissions';
import { useGetReportAgingByCustomer, useGetReportCei, useGetReportCollected, useGetReportDso } from '@/api/generated/endpoints/reports/reports';
import type { ReportAgingBucketId, ReportAgingCustomer, ReportCeiMonth, ReportCollectedMonth, ReportDsoPoint } from '@/api/generated/model';
import { usePermission } from '@/api/permissions';
import { formatDate, formatNumber } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { agingSummary, ceiSummary, collectedSummary, dsoSummary } from '../model/report-summaries';
import { ReportSection } from './ReportSection';
import { ReportTable } from './ReportTable';
import './reports-print.css';

// The chart library (visx) loads with the first report's answer, never before /reports.

/** Each visit asks again (a payment matched elsewhere changes the figures), showing the last answer meanwhile. */
const FRESH = { query: { staleTime: 0 } } as const;

const BUCKETS: readonly ReportAgingBucketId[] = ['not-due', 'days-1-30', 'days-31-60', 'days-61-90', 'days-90-plus'];

function useFormats() {
  const { i18n } = useTranslation('reports');
  const language = i18n.language;
  const monthFormat = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return {
    language,
    money: (amount: string, currency: string) => formatMoney({ amount, currency }, language),
    month: (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`)),
    date: (iso: string) => formatDate(iso, language),
    number: (value: number) => formatNumber(value, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    axis: (value: number) => formatNumber(value, language, { notation: 'compact', maximumFractionDigits: 1 }),
  };
}

function Chart({ name, bars }: { name: string; bars: readonly ChartBar[] }) {
  const { axis } = useFormats();
  return <LazyBarChart name={name} bars={bars} formatAxis={axis} />;
}

function DsoReport({ administrationId }: { administrationId: string }) {
  const { t } = useTranslation('reports');
  const f = useFormats();
  const query = useGetReportDso(administrationId, FRESH);
  const days = (point: ReportDsoPoint) => (point.days === null ? t('dso.noValue') : f.number(point.days));
  return (
    <ReportSection
      title={t('dso.title')}
      query={query}
      empty={(data) => (dsoSummary(data) ? null : t('dso.none'))}
      csv={(data) => ({
        base: 'report-dso',
        rows: data.points,
        columns: [
          { header: t('month'), value: (point: ReportDsoPoint) => point.month },
          { header: t('dso.asOf'), value: (point: ReportDsoPoint) => point.asOf, type: 'date' },
          { header: t('dso.outstanding'), value: (point: ReportDsoPoint) => point.outstanding, type: 'decimal' },
          { header: t('dso.invoiced', { period: data.periodDays }), value: (point: ReportDsoPoint) => point.invoiced, type: 'decimal' },
          { header: t('dso.days'), value: (point: ReportDsoPoint) => point.days, type: 'decimal' },
        ],
      })}
    >
      {(data) => {
        const { first, last } = dsoSummary(data)!;
        return (
          <>
            <p>{t('dso.summary', { first: f.number(first.days!), from: f.month(first.month), last: f.number(last.days!), to: f.date(last.asOf) })}</p>
            <p className="text-sm text-slate-700">{t('dso.formula', { period: data.periodDays })}</p>
            <Chart name={t('dso.chartName')} bars={data.points.map((point) => ({ label: f.month(point.month), value: point.days ?? 0, text: days(point) }))} />
            <ReportTable
              caption={t('dso.table')}
              columns={[t('month'), t('dso.asOf'), t('dso.outstanding'), t('dso.invoiced', { period: data.periodDays }), t('dso.days')]}
              rows={data.points.map((point) => ({
                key: point.month,
                cells: [f.month(point.month), f.date(point.asOf), f.money(point.outstanding, data.currency), f.money(point.invoiced, data.currency), days(point)],
              }))}
            />
          </>
        );
      }}
    </ReportSection>
  );
}

function AgingReport({ administrationId, asAt, onAsAtChange }: ReportsPageProps) {
  const { t } = useTranslation('reports');
  const f = useFormats();
  const inputId = useId();
  const query = useGetReportAgingByCustomer(administrationId, asAt ? { 'as-at': asAt } : undefined, { query: { staleTime: 0, placeholderData: keepPreviousData } });
  const today = query.data?.asOf;
  const shown = asAt ?? today ?? '';
  const bucketNames = BUCKETS.map((bucket) => t(`aging.buckets.${bucket}`));
  return (
    <ReportSection
      title={t('aging.title')}
      query={query}
      controls={
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            {t('aging.asAt')}
          </label>
          <input
            id={inputId}
            type="date"
            value={shown}
            max={today}
            onChange={({ target: { value } }) => {
              // A day after today has no figures yet (the server refuses it): such a typed day is ignored.
              if (value && (!today || value <= today)) onAsAtChange(value === today ? undefined : value);
            }}
            className="w-44 rounded-md border border-slate-300 px-2 py-1.5 text-sm"
          />
        </div>
      }
      empty={(data) => (data.customers.length === 0 ? t('aging.none', { date: f.date(data.asAt) }) : null)}
      csv={(data) => ({
        base: `report-aging-${data.asAt}`,
        rows: data.customers,
        columns: [
          { header: t('aging.customer'), value: (row: ReportAgingCustomer) => row.customerName },
          { header: t('aging.number'), value: (row: ReportAgingCustomer) => row.customerNumber },
          ...BUCKETS.map((_, index) => ({ header: bucketNames[index]!, value: (row: ReportAgingCustomer) => row.buckets[index]?.amount, type: 'decimal' as const })),
          { header: t('aging.total'), value: (row: ReportAgingCustomer) => row.total, type: 'decimal' },
        ],
      })}
    >
      {(data) => {
        const summary = agingSummary(data);
        const date = f.date(data.asAt);
        return (
          <>
            <p>{t('aging.summary', { date, count: summary.customers, total: f.money(summary.total, data.currency), overdue: f.money(summary.overdue, data.currency) })}</p>
            <Chart name={t('aging.chartName', { date })} bars={data.totals.map((bucket, index) => ({ label: bucketNames[index]!, value: Number(bucket.amount), text: f.money(bucket.amount, data.currency) }))} />
            <ReportTable
              caption={t('aging.table', { date })}
              columns={[t('aging.customer'), ...bucketNames, t('aging.total')]}
              rows={data.customers.map((row) => ({
                key: row.customerId,
                cells: [row.customerName, ...row.buckets.map((bucket) => f.money(bucket.amount, data.currency)), f.money(row.total, data.currency)],
              }))}
              foot={[t('aging.totals'), ...data.totals.map((bucket) => f.money(bucket.amount, data.currency)), f.money(data.total, data.currency)]}
            />
          </>
        );
      }}
    </ReportSection>
  );
}

function CollectedReport({ administrationId }: { administrationId: string }) {
  const { t } = useTranslation('reports');
  const f = useFormats();
  const query = useGetReportCollected(administrationId, FRESH);
  return (
    <ReportSection
      title={t('collected.title')}
      query={query}
      empty={(data) => (collectedSummary(data) ? null : t('collected.none'))}
      csv={(data) => ({
        base: 'report-collected',
        rows: data.months,
        columns: [
          { header: t('month'), value: (month: ReportCollectedMonth) => month.month },
          { header: t('collected.amount'), value: (month: ReportCollectedMonth) => month.amount, type: 'decimal' },
          { header: t('collected.count'), value: (month: ReportCollectedMonth) => month.count },
        ],
      })}
    >
      {(data) => {
        const { total, best } = collectedSummary(data)!;
        return (
          <>
            <p>{t('collected.summary', { total: f.money(total, data.currency), month: f.month(best.month), amount: f.money(best.amount, data.currency) })}</p>
            <Chart name={t('collected.chartName')} bars={data.months.map((month) => ({ label: f.month(month.month), value: Number(month.amount), text: f.money(month.amount, data.currency) }))} />
            <ReportTable
              caption={t('collected.table')}
              columns={[t('month'), t('collected.amount'), t('collected.count')]}
              rows={data.months.map((month) => ({ key: month.month, cells: [f.month(month.month), f.money(month.amount, data.currency), formatNumber(month.count, f.language)] }))}
            />
          </>
        );
      }}
    </ReportSection>
  );
}

function CeiReport({ administrationId }: { administrationId: string }) {
  const { t } = useTranslation('reports');
  const f = useFormats();
  const query = useGetReportCei(administrationId, FRESH);
  const percent = (month: ReportCeiMonth) => (month.percent === null ? t('dso.noValue') : f.number(month.percent));
  return (
    <ReportSection
      title={t('cei.title')}
      query={query}
      empty={(data) => (ceiSummary(data) ? null : t('cei.none'))}
      csv={(data) => ({
        base: 'report-cei',
        rows: data.months,
        columns: [
          { header: t('month'), value: (month: ReportCeiMonth) => month.month },
          { header: t('cei.opening'), value: (month: ReportCeiMonth) => month.opening, type: 'decimal' },
          { header: t('cei.sales'), value: (month: ReportCeiMonth) => month.sales, type: 'decimal' },
          { header: t('cei.closing'), value: (month: ReportCeiMonth) => month.closing, type: 'decimal' },
          { header: t('cei.closingCurrent'), value: (month: ReportCeiMonth) => month.closingCurrent, type: 'decimal' },
          { header: t('cei.percent'), value: (month: ReportCeiMonth) => month.percent, type: 'decimal' },
        ],
      })}
    >
      {(data) => {
        const { last, average } = ceiSummary(data)!;
        const money = (amount: string) => f.money(amount, data.currency);
        return (
          <>
            <p>{t('cei.summary', { month: f.month(last.month), percent: f.number(last.percent), average: f.number(average) })}</p>
            <p className="text-sm text-slate-700">{t('cei.formula')}</p>
            <Chart name={t('cei.chartName')} bars={data.months.map((month) => ({ label: f.month(month.month), value: month.percent ?? 0, text: percent(month) }))} />
            <ReportTable
              caption={t('cei.table')}
              columns={[t('month'), t('cei.opening'), t('cei.sales'), t('cei.closing'), t('cei.closingCurrent'), t('cei.percent')]}
              rows={data.months.map((month) => ({
                key: month.month,
                cells: [f.month(month.month), money(month.opening), money(month.sales), money(month.closing), money(month.closingCurrent), percent(month)],
              }))}
            />
          </>
        );
      }}
    </ReportSection>
  );
}

export type ReportsPageProps = {
  administrationId: string;
  /** The day of the aging report (ISO); today when undefined. */
  asAt: string | undefined;
  onAsAtChange: (asAt: string | undefined) => void;
};

export function ReportsPage(props: ReportsPageProps) {
  const { t } = useTranslation('reports');
  const { administrationId } = props;
  const aging = usePermission(operationPermission.getReportAgingByCustomer);
  const collected = usePermission(operationPermission.getReportCollected);
  return (
    <div data-reports-page className="flex flex-col gap-4">
      <p className="text-slate-700">{t('intro')}</p>
      {aging.fetched && (!aging.allowed || !collected.allowed) && <p className="text-slate-700">{t('forbidden')}</p>}
      <DsoReport administrationId={administrationId} />
      {aging.allowed && <AgingReport {...props} />}
      {collected.allowed && <CollectedReport administrationId={administrationId} />}
      <CeiReport administrationId={administrationId} />
    </div>
  );
}
