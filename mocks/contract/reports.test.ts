import type { DashboardAging, DashboardDso, ReportAgingByCustomer, ReportCei, ReportCollected, ReportDso } from '#api/generated/model/index';
import { SEED_IDS, SEED_TOKENS } from '../node';
import { bearer, contractSuite } from './harness';
import { GB, NL, PINNED } from './test-helpers';

const cents = (amount: string) => Math.round(Number(amount) * 100);

contractSuite(
  'reports',
  ({ call, mock }) => {
    const read = async <T>(path: string, token?: string) => {
      const answer = await call('GET', path, token ? bearer(token) : {});
      expect(answer.status, path).toBe(200);
      return answer.body as T;
    };

    it('answers DSO at twelve month ends, the last being the dashboard’s DSO of today', async () => {
      const report = await read<ReportDso>(`/administrations/${NL}/reports/dso`);
      expect(report).toMatchObject({ asOf: '2026-11-20', currency: 'EUR', periodDays: 90 });
      expect(report.points.map((point) => point.asOf)).toEqual([
        '2025-12-31', '2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31',
        '2026-06-30', '2026-07-31', '2026-08-31', '2026-09-30', '2026-10-31', '2026-11-20',
      ]);
      const dashboard = await read<DashboardDso>(`/administrations/${NL}/dashboard/dso`);
      expect(report.points.at(-1)).toEqual({ month: '2026-11', asOf: dashboard.asOf, periodFrom: dashboard.periodFrom, outstanding: dashboard.outstanding, invoiced: dashboard.invoiced, days: dashboard.days });
      expect((await read<ReportDso>(`/administrations/${GB}/reports/dso`)).currency).toBe('GBP');
    });

    it('answers aging by customer as at a day: today’s totals are the dashboard’s buckets, an earlier day differs', async () => {
      const today = await read<ReportAgingByCustomer>(`/administrations/${NL}/reports/aging-by-customer`);
      const dashboard = await read<DashboardAging>(`/administrations/${NL}/dashboard/aging`);
      expect(today.asAt).toBe('2026-11-20');
      expect(today.totals).toEqual(dashboard.buckets.map(({ bucket, amount }) => ({ bucket, amount })));
      const rows = today.customers;
      expect(rows.length).toBeGreaterThan(1);
      for (const row of rows) expect(row.buckets.reduce((sum, b) => sum + cents(b.amount), 0)).toBe(cents(row.total));
      expect(rows.reduce((sum, row) => sum + cents(row.total), 0)).toBe(cents(today.total));
      expect(cents(rows[0]!.total)).toBeGreaterThanOrEqual(cents(rows[1]!.total));

      const earlier = await read<ReportAgingByCustomer>(`/administrations/${NL}/reports/aging-by-customer?as-at=2026-09-30`);
      expect(earlier.asAt).toBe('2026-09-30');
      expect(earlier.totals).not.toEqual(today.totals);
      // Before anything was issued nothing is owed.
      const before = await read<ReportAgingByCustomer>(`/administrations/${NL}/reports/aging-by-customer?as-at=2000-01-31`);
      expect(before).toMatchObject({ customers: [], total: '0.00' });
    });

    it('refuses an as-at date that is not a date (400) or after today (422)', async () => {
      expect((await call('GET', `/administrations/${NL}/reports/aging-by-customer?as-at=yesterday`)).status).toBe(400);
      const future = await call('GET', `/administrations/${NL}/reports/aging-by-customer?as-at=2026-11-21`);
      expect(future.status).toBe(422);
      expect(future.body).toMatchObject({ errors: [{ field: 'as-at' }] });
    });

    it('answers the payments collected per month: every settled payment of the twelve months counted once', async () => {
      const report = await read<ReportCollected>(`/administrations/${NL}/reports/collected`);
      expect(report.months).toHaveLength(12);
      expect(report.months.at(-1)).toMatchObject({ month: '2026-11', from: '2026-11-01', to: '2026-11-20' });
      const count = report.months.reduce((sum, month) => sum + month.count, 0);
      const list = await call('GET', `/administrations/${NL}/settled-payments?per-page=1`);
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual((list.body as { total: number }).total);
    });

    it('answers CEI per month from its stated inputs, each month opening where the one before closed', async () => {
      const report = await read<ReportCei>(`/administrations/${NL}/reports/cei`);
      expect(report.months).toHaveLength(12);
      for (const [index, month] of report.months.entries()) {
        if (index > 0) expect(month.opening).toBe(report.months[index - 1]!.closing);
        const base = Number(month.opening) + Number(month.sales);
        if (month.percent !== null) expect(month.percent).toBeCloseTo(((base - Number(month.closing)) / (base - Number(month.closingCurrent))) * 100, 1);
      }
      expect(report.months.some((month) => month.percent !== null)).toBe(true);
    });

    it('gives the totals to every member and the reports naming customers or payments only with Manage_Invoices', async () => {
      const { access_token: pieter } = await mock.issueTokens(SEED_IDS.users.pieter);
      expect((await read<ReportDso>(`/administrations/${NL}/reports/dso`, pieter)).points).toHaveLength(12);
      expect((await read<ReportCei>(`/administrations/${NL}/reports/cei`, pieter)).months).toHaveLength(12);
      expect((await call('GET', `/administrations/${NL}/reports/aging-by-customer`, bearer(pieter))).status).toBe(403);
      expect((await call('GET', `/administrations/${NL}/reports/collected`, bearer(pieter))).status).toBe(403);
      expect((await read<ReportCollected>(`/administrations/${NL}/reports/collected`, SEED_TOKENS.sanne.access)).months).toHaveLength(12);
    });
  },
  PINNED,
);
