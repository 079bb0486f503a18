import type { DashboardAging, DashboardArrangements, DashboardBalances, DashboardDso, DashboardIssues, DashboardMail, DashboardTasks, TaskPage } from '#api/generated/model/index';
import { SEED_IDS, SEED_TOKENS } from '../node';
import { bearer, contractSuite } from './harness';
import { GB, NL, PINNED } from './test-helpers';

contractSuite(
  'dashboard',
  ({ call, mock }) => {
    const read = async <T>(administrationId: string, card: string, token?: string) => {
      const answer = await call('GET', `/administrations/${administrationId}/dashboard/${card}`, token ? bearer(token) : {});
      expect(answer.status, card).toBe(200);
      return answer.body as T;
    };

    it('answers the balances in the administration’s currency on the server’s day, as decimal strings that add up', async () => {
      const nl = await read<DashboardBalances>(NL, 'balances');
      expect(nl).toMatchObject({ asOf: '2026-11-20', currency: 'EUR' });
      expect((await read<DashboardBalances>(GB, 'balances')).currency).toBe('GBP');
      expect(Number(nl.outstanding.amount)).toBeGreaterThan(0);
      for (const part of [nl.overdue, nl.disputed, nl.inArrangement, nl.forCollection]) {
        expect(part.count).toBeGreaterThan(0);
        expect(Number(part.amount)).toBeLessThanOrEqual(Number(nl.outstanding.amount));
      }
    });

    it('answers five aging buckets that add up to the outstanding balance, and DSO from its stated inputs', async () => {
      const balances = await read<DashboardBalances>(NL, 'balances');
      const aging = await read<DashboardAging>(NL, 'aging');
      expect(aging.buckets.map((b) => b.bucket)).toEqual(['not-due', 'days-1-30', 'days-31-60', 'days-61-90', 'days-90-plus']);
      const cents = (amount: string) => Math.round(Number(amount) * 100);
      expect(aging.buckets.reduce((sum, b) => sum + cents(b.amount), 0)).toBe(cents(balances.outstanding.amount));
      expect(aging.buckets.slice(1).reduce((sum, b) => sum + cents(b.amount), 0)).toBe(cents(balances.overdue.amount));
      const dso = await read<DashboardDso>(NL, 'dso');
      expect(dso).toMatchObject({ asOf: '2026-11-20', periodDays: 90, periodFrom: '2026-08-23', outstanding: balances.outstanding.amount });
      expect(dso.days).toBeCloseTo((Number(dso.outstanding) / Number(dso.invoiced)) * 90, 1);
    });

    it('answers the unread mail, the issues open too long and the broken plans', async () => {
      expect((await read<DashboardMail>(NL, 'mail')).unread).toBeGreaterThan(0);
      expect(await read<DashboardIssues>(NL, 'issues')).toMatchObject({ thresholdDays: 14 });
      expect((await read<DashboardArrangements>(NL, 'arrangements')).broken).toBeGreaterThan(0);
    });

    it('answers the caller\'s own tasks due today and overdue, as the tasks list counts them through the card\'s links', async () => {
      for (const [token, userId] of [[undefined, 'usr-anna'], [SEED_TOKENS.sanne.access, 'usr-sanne']] as const) {
        const figure = await read<DashboardTasks>(NL, 'tasks', token);
        expect(figure).toMatchObject({ asOf: '2026-11-20', userId });
        for (const view of ['today', 'overdue'] as const) {
          const list = await call('GET', `/administrations/${NL}/tasks?view=${view}&assignee=${userId}&per-page=1`, token ? bearer(token) : {});
          expect((list.body as TaskPage).total, `${userId} ${view}`).toBe(figure[view]);
        }
      }
      expect((await read<DashboardTasks>(NL, 'tasks')).overdue).toBeGreaterThan(0);
    });

    it('refuses a card of an area the caller may not open, and gives the money cards to every member', async () => {
      // Sanne (Dutch administration) works invoices and the mailbox, not issues or plans.
      const sanne = SEED_TOKENS.sanne.access;
      expect((await call('GET', `/administrations/${NL}/dashboard/issues`, bearer(sanne))).status).toBe(403);
      expect((await call('GET', `/administrations/${NL}/dashboard/arrangements`, bearer(sanne))).status).toBe(403);
      expect((await read<DashboardMail>(NL, 'mail', sanne)).unread).toBeGreaterThan(0);
      expect((await read<DashboardBalances>(NL, 'balances', sanne)).currency).toBe('EUR');
      // Pieter follows the dashboard and nothing else: the money cards, none of the areas' cards.
      const { access_token: pieter } = await mock.issueTokens(SEED_IDS.users.pieter);
      expect((await read<DashboardDso>(NL, 'dso', pieter)).periodDays).toBe(90);
      expect((await read<DashboardAging>(NL, 'aging', pieter)).buckets).toHaveLength(5);
      for (const card of ['mail', 'issues', 'arrangements', 'tasks']) expect((await call('GET', `/administrations/${NL}/dashboard/${card}`, bearer(pieter))).status, card).toBe(403);
    });
  },
  PINNED,
);
