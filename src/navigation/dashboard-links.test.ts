/**
 * Every dashboard figure is the total of the list it links to: this test follows the app's own
 * links (src/navigation/dashboard-links.ts) through the lists' address rules to the
 * lists' endpoints and compares their totals with the dashboard's answers, in both administrations,
 * at the seed's size and at MOCK_SCALE=10; and the reports (/reports) end, on today, where the dashboard stands.
 */
import type {
  DashboardAging,
  DashboardArrangements,
  DashboardBalances,
  DashboardDso,
  DashboardIssues,
  DashboardMail,
  ReportAgingByCustomer,
  ReportCei,
  ReportDso,
} from '#api/generated/model/index';
import { arrangementsListConfig } from '@/features/arrangements/model/arrangements-list';
import {
  agingLink,
  balanceLink,
  brokenPlansLink,
  invoicedLink,
  staleIssuesLink,
  unreadMailLink,
  type BalanceFigure,
} from '@/navigation/dashboard-links';
import { invoicesListConfig } from '@/features/invoices/model/invoices-list';
import { issuesListConfig } from '@/features/issues/model/issues-list';
import { defineListSearch } from '@/lib/list/search-params';
import type { ListQuery } from '@/lib/list/search-schema';
import { createMockServer } from '@mocks/node';

/** Each list page of the app: the endpoint its screen reads and its address's rules. */
const lists = {
  '/invoices': { path: '/invoices', toQuery: defineListSearch(invoicesListConfig).toQuery },
  '/issues': { path: '/issues', toQuery: defineListSearch(issuesListConfig).toQuery },
  '/arrangements': { path: '/arrangements', toQuery: defineListSearch(arrangementsListConfig).toQuery },
  // The mailbox's address is the list kit's words too (src/navigation/mailbox-search.ts).
  '/mailbox': { path: '/mailbox/messages', toQuery: (search: { status?: string[] }) => ({ status: search.status ?? [] }) as ListQuery },
} as const;

type Link = { to: keyof typeof lists; search: Record<string, unknown> };
type Page = { total: number; totals?: { field: string; currency: string; amount: string }[] };

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe.each([1, 10])('dashboard figures = the totals of their lists (MOCK_SCALE=%i)', (scale) => {
  const mock = createMockServer({ scale, now: () => new Date('2026-11-20T09:00:00Z') });
  beforeAll(async () => {
    await mock.store.ready;
    mock.server.listen({ onUnhandledRequest: 'error' });
  }, 60_000);
  afterAll(() => mock.server.close());

  describe.each(['adm-nl-001', 'adm-gb-002'])('in %s', (administrationId) => {
    const base = `http://api.test/v1.0/administrations/${administrationId}`;
    const get = async <T>(path: string): Promise<T> => {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      return (await response.json()) as T;
    };
    /** The list the link opens, as its screen asks for it (one row is enough for the totals). */
    const listOf = async (link: Link): Promise<Page> => {
      const query = { ...(lists[link.to].toQuery as (search: unknown) => ListQuery)(link.search), 'per-page': 1, page: 1 };
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) for (const each of [value].flat()) params.append(key, String(each));
      return get<Page>(`${lists[link.to].path}?${params}`);
    };
    const sum = (page: Page, field: string) => page.totals?.find((t) => t.field === field)?.amount ?? '0';

    it('balances: each figure is the outstanding total and the count of its invoices list', async () => {
      const balances = await get<DashboardBalances>('/dashboard/balances');
      for (const figure of ['outstanding', 'overdue', 'disputed', 'inArrangement', 'forCollection'] satisfies BalanceFigure[]) {
        const page = await listOf(balanceLink(figure, balances.asOf) as Link);
        expect({ figure, amount: cents(balances[figure].amount), count: balances[figure].count }).toEqual({ figure, amount: cents(sum(page, 'outstanding')), count: page.total });
        expect(page.totals?.every((t) => t.currency === balances.currency)).toBe(true);
      }
      expect(balances.outstanding.count).toBeGreaterThan(0);
    });

    it('aging: each bucket is the outstanding total and the count of its invoices list', async () => {
      const aging = await get<DashboardAging>('/dashboard/aging');
      for (const bucket of aging.buckets) {
        const page = await listOf(agingLink(bucket) as Link);
        expect({ bucket: bucket.bucket, amount: cents(bucket.amount), count: bucket.count }).toEqual({ bucket: bucket.bucket, amount: cents(sum(page, 'outstanding')), count: page.total });
      }
    });

    it('DSO: its inputs are the totals of the lists it links to', async () => {
      const dso = await get<DashboardDso>('/dashboard/dso');
      const owed = await listOf(balanceLink('outstanding', dso.asOf) as Link);
      const invoiced = await listOf(invoicedLink(dso.periodFrom, dso.asOf) as Link);
      expect(cents(dso.outstanding)).toBe(cents(sum(owed, 'outstanding')));
      expect(cents(dso.invoiced)).toBe(cents(sum(invoiced, 'amount')));
      expect(invoiced.total).toBeGreaterThan(0);
    });

    it('mail, issues and plans: each count is the total of its list', async () => {
      const mail = await get<DashboardMail>('/dashboard/mail');
      expect(mail.unread).toBe((await listOf(unreadMailLink() as Link)).total);
      const issues = await get<DashboardIssues>('/dashboard/issues');
      expect(issues.count).toBe((await listOf(staleIssuesLink(issues.thresholdDays) as Link)).total);
      const plans = await get<DashboardArrangements>('/dashboard/arrangements');
      expect(plans.broken).toBe((await listOf(brokenPlansLink() as Link)).total);
      expect(mail.unread + issues.count + plans.broken).toBeGreaterThan(0);
    });

    it('reports end where the dashboard stands: aging by customer today, DSO and CEI of this month', async () => {
      const [aging, dso, balances] = await Promise.all([get<DashboardAging>('/dashboard/aging'), get<DashboardDso>('/dashboard/dso'), get<DashboardBalances>('/dashboard/balances')]);
      const byCustomer = await get<ReportAgingByCustomer>('/reports/aging-by-customer');
      expect(byCustomer.totals).toEqual(aging.buckets.map(({ bucket, amount }) => ({ bucket, amount })));
      expect(cents(byCustomer.total)).toBe(cents(balances.outstanding.amount));
      const { points } = await get<ReportDso>('/reports/dso');
      expect(points.at(-1)).toMatchObject({ asOf: dso.asOf, outstanding: dso.outstanding, invoiced: dso.invoiced, days: dso.days });
      const { months } = await get<ReportCei>('/reports/cei');
      expect(months.at(-1)!.closing).toBe(balances.outstanding.amount);
    });
  });
});
