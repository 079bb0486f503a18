import type { SearchHit, SearchResults } from '#api/generated/model/index';
import { SEED_IDS, SEED_TOKENS } from '../node';
import { bearer, contractSuite, type ContractApi } from './harness';
import { GB, NL, PINNED } from './test-helpers';

const A = `/administrations/${NL}`;

async function search({ call }: ContractApi, query: string, init?: RequestInit): Promise<SearchHit[]> {
  const answer = await call('GET', `${A}/search?${query}`, init);
  expect(answer.status, query).toBe(200);
  return (answer.body as SearchResults).items;
}

contractSuite(
  'search',
  (api) => {
    const { call, mock } = api;
    const db = () => mock.store.db;
    const customers = () =>
      db()
        .customers.all()
        .filter((c) => c.administrationId === NL);
    const invoices = () =>
      db()
        .invoices.all()
        .filter((i) => i.administrationId === NL);

    it('finds a customer by its number, that customer first, named and numbered', async () => {
      const customer = customers()[6]!;
      const hits = await search(api, `q=${encodeURIComponent(customer.number.toLowerCase())}`);
      expect(hits[0]).toEqual({ kind: 'customer', id: customer.id, label: customer.name, sublabel: customer.number });
    });

    it('finds customers by part of their name, case-insensitively, and no customer of another administration', async () => {
      const customer = customers()[3]!;
      const word = customer.name.split(' ').find((part) => part.length > 4) ?? customer.name;
      const hits = await search(api, `q=${encodeURIComponent(word.toUpperCase())}&limit=50`);
      expect(hits.some((hit) => hit.kind === 'customer' && hit.id === customer.id)).toBe(true);
      const found = hits.filter((hit) => hit.kind === 'customer');
      expect(found.length).toBeGreaterThan(0);
      for (const hit of found) {
        const record = customers().find((c) => c.id === hit.id);
        expect(record, hit.id).toBeDefined();
        expect(`${record!.name} ${record!.number}`.toLowerCase()).toContain(word.toLowerCase());
      }
      expect(db().customers.all().some((c) => c.administrationId === GB && hits.some((hit) => hit.id === c.id))).toBe(false);
    });

    it("finds an invoice by its number, naming its customer; an exact number comes before longer ones", async () => {
      const invoice = invoices()[41]!;
      const customer = customers().find((c) => c.id === invoice.customerId)!;
      const hits = await search(api, `q=${encodeURIComponent(invoice.number)}`);
      expect(hits[0]).toEqual({ kind: 'invoice', id: invoice.id, label: invoice.number, sublabel: customer.name });
      // A prefix of many numbers: every hit contains it, at most `limit` of them.
      const prefix = invoice.number.slice(0, -1);
      const many = await search(api, `q=${encodeURIComponent(prefix)}&limit=5`);
      expect(many).toHaveLength(5);
      expect(many.every((hit) => hit.kind === 'invoice' && hit.label.includes(prefix))).toBe(true);
    });

    it('leaves out customers without Manage_Customers and invoices without Manage_Invoices (left out, not refused)', async () => {
      const customer = customers()[0]!;
      const invoice = invoices().find((i) => i.customerId === customer.id)!;
      // Sanne works invoices but not customers.
      const sanne = bearer(SEED_TOKENS.sanne.access);
      expect(await search(api, `q=${encodeURIComponent(customer.number)}`, sanne)).toEqual([]);
      const hers = await search(api, `q=${encodeURIComponent(invoice.number)}`, sanne);
      expect(hers[0]).toMatchObject({ kind: 'invoice', id: invoice.id });
      // Pieter is a member with no permission beyond the dashboard: he may search and finds nothing.
      const { access_token: pieter } = await mock.issueTokens(SEED_IDS.users.pieter);
      expect(await search(api, `q=${encodeURIComponent(customer.number)}`, bearer(pieter))).toEqual([]);
      expect(await search(api, `q=${encodeURIComponent(invoice.number)}`, bearer(pieter))).toEqual([]);
    });

    it('answers 400 without a query, with an empty one or a limit out of range', async () => {
      for (const query of ['', 'q=', 'q=D1&limit=0', 'q=D1&limit=51', `q=${'x'.repeat(101)}`]) {
        expect((await call('GET', `${A}/search?${query}`)).status, query).toBe(400);
      }
    });
  },
  PINNED,
);
