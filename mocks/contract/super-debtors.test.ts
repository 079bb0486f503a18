import type { Customer, InvoicePage, SuperDebtor, SuperDebtorMember, SuperDebtorPage } from '#api/generated/model/index';
import { contractSuite, json } from './harness';
import { commentAndAttachmentScenarios, GB, items, NL, PINNED, problemOf } from './test-helpers';

const GROUPS = `/administrations/${NL}/super-debtors`;
const cents = (amount: string) => Math.round(Number(amount) * 100);

contractSuite('super-debtors', (api) => {
    const { call } = api;

    it('lists the groups of both administrations, searched and sorted', async () => {
      const nl = (await call('GET', GROUPS)).body as SuperDebtorPage;
      expect(nl.items.map((g) => g.name)).toEqual(['Bouwcombinatie Rijnmond', 'Jansen Groep', 'Van der Meer Holding', 'Zorggroep Veluwezoom']);
      expect(nl).toMatchObject({ total: 4, page: 1, perPage: 25 });
      const gb = (await call('GET', `/administrations/${GB}/super-debtors?sort-by=members&sort-order=desc`)).body as SuperDebtorPage;
      expect(gb.total).toBe(3);
      expect(gb.items[0]?.outstanding.currency).toBe('GBP');
      const counts = gb.items.map((g) => g.memberCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      const found = (await call('GET', `${GROUPS}?search-value=jansen`)).body as SuperDebtorPage;
      expect(found.items.map((g) => g.id)).toEqual(['sd-nl-01']);
      const byOutstanding = ((await call('GET', `${GROUPS}?sort-by=outstanding`)).body as SuperDebtorPage).items.map((g) => cents(g.outstanding.amount));
      expect(byOutstanding).toEqual([...byOutstanding].sort((a, b) => b - a));
      for (const query of ['sort-by=size', 'search-field=city', 'page=0']) expect((await call('GET', `${GROUPS}?${query}`)).status, query).toBe(400);
    });

    it('sums the money columns over the whole filtered set, not the page: totals equal the sum of every matching group', async () => {
      const sum = (amounts: readonly string[]) => (amounts.reduce((total, amount) => total + cents(amount), 0) / 100).toFixed(2);
      for (const query of ['', 'search-value=groep']) {
        const one = (await call('GET', `${GROUPS}?${query}&per-page=1&page=2`)).body as SuperDebtorPage;
        const all = (await call('GET', `${GROUPS}?${query}&per-page=1000`)).body as SuperDebtorPage;
        expect(all.total, query).toBeGreaterThan(1);
        expect(one.totals).toEqual([
          { field: 'outstanding', currency: 'EUR', amount: sum(all.items.map((group) => group.outstanding.amount)) },
          { field: 'overdue', currency: 'EUR', amount: sum(all.items.map((group) => group.overdue.amount)) },
        ]);
      }
    });

    it('adds up the balances of its members and lists them', async () => {
      const group = (await call('GET', `${GROUPS}/sd-nl-01`)).body as SuperDebtor;
      const members = (await call('GET', `${GROUPS}/sd-nl-01/members`)).body as { items: SuperDebtorMember[]; total: number; totals: { field: string; currency: string; amount: string }[] };
      expect(members.total).toBe(group.memberCount);
      // The envelope's sums are the group's balance, bucket by bucket (every member, not the page's).
      expect(members.totals).toEqual(
        (['outstanding', 'overdue', 'disputed', 'inArrangement'] as const).map((field) => ({ field, currency: 'EUR', amount: group.balance[field].amount })),
      );
      expect(members.items.every((m) => m.name.startsWith('Jansen'))).toBe(true);
      const sum = members.items.reduce((total, m) => total + cents(m.outstanding.amount), 0);
      expect(cents(group.balance.outstanding.amount)).toBe(sum);
      expect(group.outstanding).toEqual(group.balance.outstanding);
      const invoices = (await call('GET', `/administrations/${NL}/invoices?super-debtor-id=sd-nl-01&per-page=1000`)).body as InvoicePage;
      expect(invoices.items.reduce((total, i) => total + cents(i.outstanding.amount), 0)).toBe(sum);
      expect((await call('GET', `${GROUPS}/sd-nl-99`)).status).toBe(404);
      expect((await call('GET', `${GROUPS}/sd-nl-99/members`)).status).toBe(404);
      expect((await call('GET', `${GROUPS}/sd-nl-01/members?per-page=abc`)).status).toBe(400);
      expect((await call('GET', `/administrations/${GB}/super-debtors/sd-nl-01`)).status).toBe(404);
    });

    it("lists the members with each one's balance summary, searched and sorted", async () => {
      const group = (await call('GET', `${GROUPS}/sd-nl-01`)).body as SuperDebtor;
      const members = ((await call('GET', `${GROUPS}/sd-nl-01/members?per-page=1000`)).body as { items: SuperDebtorMember[] }).items;
      expect(members.length).toBe(group.memberCount);
      // Each bucket of the group is the sum of its members' (one currency in the seed).
      for (const bucket of ['outstanding', 'overdue', 'disputed', 'inArrangement'] as const) {
        expect(members.every((m) => m[bucket].currency === 'EUR'), bucket).toBe(true);
        expect(members.reduce((total, m) => total + cents(m[bucket].amount), 0), bucket).toBe(cents(group.balance[bucket].amount));
      }

      const byName = members.map((m) => m.name);
      expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
      const byOverdue = ((await call('GET', `${GROUPS}/sd-nl-01/members?sort-by=overdue&sort-order=desc`)).body as { items: SuperDebtorMember[] }).items;
      const overdue = byOverdue.map((m) => cents(m.overdue.amount));
      expect(overdue).toEqual([...overdue].sort((a, b) => b - a));
      const byNumberDesc = ((await call('GET', `${GROUPS}/sd-nl-01/members?sort-by=number&sort-order=desc`)).body as { items: SuperDebtorMember[] }).items.map((m) => m.number);
      expect(byNumberDesc).toEqual([...byNumberDesc].sort().reverse());

      const first = members[0]!;
      const city = first.city.toLocaleLowerCase().slice(0, 4);
      const inCity = ((await call('GET', `${GROUPS}/sd-nl-01/members?search-field=city&search-value=${encodeURIComponent(city)}`)).body as { items: SuperDebtorMember[] }).items;
      expect(inCity.map((m) => m.id)).toContain(first.id);
      expect(inCity.every((m) => m.city.toLocaleLowerCase().includes(city))).toBe(true);
      const byNumber = (await call('GET', `${GROUPS}/sd-nl-01/members?search-field=number&search-value=${first.number}`)).body as { items: SuperDebtorMember[]; total: number };
      expect(byNumber.items.map((m) => m.id)).toEqual([first.id]);
      for (const query of ['sort-by=status', 'search-field=email', 'sort-order=up']) expect((await call('GET', `${GROUPS}/sd-nl-01/members?${query}`)).status, query).toBe(400);
    });

    it('adds and removes members; a customer belongs to one super debtor at most', async () => {
      const customers = items<Customer>((await call('GET', `/administrations/${NL}/customers?per-page=1000`)).body);
      const loose = customers.find((c) => c.superDebtor === null);
      const taken = customers.find((c) => c.superDebtor?.id === 'sd-nl-02');
      if (!loose || !taken) throw new Error('seed lacks a loose customer or a member of sd-nl-02');
      const before = (await call('GET', `${GROUPS}/sd-nl-01`)).body as SuperDebtor;

      const added = await call('POST', `${GROUPS}/sd-nl-01/members`, json({ customerId: loose.id }));
      expect(added.status).toBe(200);
      expect((added.body as SuperDebtor).memberCount).toBe(before.memberCount + 1);
      expect(((await call('GET', `/administrations/${NL}/customers/${loose.id}`)).body as Customer).superDebtor).toEqual({ id: 'sd-nl-01', name: 'Jansen Groep' });
      expect(((await call('POST', `${GROUPS}/sd-nl-01/members`, json({ customerId: loose.id }))).body as SuperDebtor).memberCount).toBe(before.memberCount + 1);

      const elsewhere = await call('POST', `${GROUPS}/sd-nl-01/members`, json({ customerId: taken.id }));
      expect(elsewhere.status).toBe(409);
      expect(problemOf(elsewhere.body).detail).toBe(`Customer ${taken.number} already belongs to super debtor Van der Meer Holding.`);
      expect((await call('POST', `${GROUPS}/sd-nl-01/members`, json({ customerId: 'cus-nl-9999' }))).status).toBe(404);
      expect((await call('POST', `${GROUPS}/sd-nl-01/members`, json({}))).status).toBe(400);
      expect((await call('POST', `${GROUPS}/sd-nl-99/members`, json({ customerId: loose.id }))).status).toBe(404);

      expect((await call('DELETE', `${GROUPS}/sd-nl-01/members/${loose.id}`)).status).toBe(204);
      expect(((await call('GET', `/administrations/${NL}/customers/${loose.id}`)).body as Customer).superDebtor).toBeNull();
      expect((await call('DELETE', `${GROUPS}/sd-nl-01/members/${loose.id}`)).status).toBe(404);
      expect((await call('DELETE', `${GROUPS}/sd-nl-01/members/${taken.id}`)).status).toBe(404);
    });

    commentAndAttachmentScenarios(api, () => Promise.resolve(`/administrations/${GB}/super-debtors/sd-gb-02`), 'super debtors', 'usr-james');
  },
  PINNED,
);
