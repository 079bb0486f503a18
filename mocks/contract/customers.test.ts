import type { BulkResult, Contact, Customer, CustomerSummary, Invoice } from '#api/generated/model/index';
import { contractSuite, json, type ContractApi } from './harness';
import { commentAndAttachmentScenarios, conflictOf, GB, items, NL, PINNED, problemOf, withIfMatch } from './test-helpers';

const CUSTOMERS = `/administrations/${NL}/customers`;

const key = () => `test-${crypto.randomUUID()}`;
const bulk = (body: unknown, idempotencyKey = key()) => json(body, { headers: { 'Idempotency-Key': idempotencyKey } });

async function firstCustomer({ call }: ContractApi, query: string): Promise<CustomerSummary> {
  const [customer] = items<CustomerSummary>((await call('GET', `${CUSTOMERS}?${query}`)).body);
  if (!customer) throw new Error(`no seeded customer matches ${query}`);
  return customer;
}

function editable(customer: Customer) {
  return {
    name: customer.name,
    kind: customer.kind,
    email: customer.email,
    phone: customer.phone,
    address: customer.address,
    language: customer.language as 'nl',
    tone: customer.tone,
    paymentTermDays: customer.paymentTermDays,
    creditLimit: customer.creditLimit,
    tags: customer.tags,
  };
}

contractSuite('customers', (api) => {
    const { call } = api;

    it('lists customers paged, searched, filtered and sorted, with balances as money strings', async () => {
      const all = await call('GET', `${CUSTOMERS}?per-page=10`);
      expect(all.status).toBe(200);
      const page = all.body as { items: CustomerSummary[]; total: number; page: number; perPage: number };
      expect(page).toMatchObject({ total: 100, page: 1, perPage: 10 });
      expect(page.items).toHaveLength(10);
      const names = page.items.map((c) => c.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nl', { sensitivity: 'base', numeric: true })));
      for (const customer of page.items) expect(customer.outstanding).toMatchObject({ amount: expect.stringMatching(/^\d+\.\d{2}$/), currency: 'EUR' });

      const byOutstanding = items<CustomerSummary>((await call('GET', `${CUSTOMERS}?sort-by=outstanding&sort-order=desc&per-page=100`)).body).map((c) => Number(c.outstanding.amount));
      expect(byOutstanding).toEqual([...byOutstanding].sort((a, b) => b - a));

      const search = await call('GET', `${CUSTOMERS}?search-field=city&search-value=utrecht&per-page=100`);
      expect(items<CustomerSummary>(search.body).every((c) => c.city === 'Utrecht')).toBe(true);

      const ranged = items<CustomerSummary>((await call('GET', `${CUSTOMERS}?amount-min=1000&amount-max=5000&per-page=100`)).body);
      expect(ranged.length).toBeGreaterThan(0);
      expect(ranged.every((c) => Number(c.outstanding.amount) >= 1000 && Number(c.outstanding.amount) <= 5000)).toBe(true);

      const statuses = items<CustomerSummary>((await call('GET', `${CUSTOMERS}?status=paused&status=closed&per-page=100`)).body).map((c) => c.status);
      expect(statuses.length).toBeGreaterThan(0);
      expect(new Set(statuses)).toEqual(new Set(['paused', 'closed']));

      const gb = items<CustomerSummary>((await call('GET', `/administrations/${GB}/customers?per-page=5`)).body);
      expect(gb[0]?.outstanding.currency).toBe('GBP');
      expect(gb[0]?.country).toBe('GB');

      const past = await call('GET', `${CUSTOMERS}?page=99`);
      expect(past.body).toMatchObject({ items: [], total: 100, page: 99 });
    });

    it('sums outstanding and overdue over every matching customer, not the page', async () => {
      type Page = { items: CustomerSummary[]; total: number; totals?: { field: string; currency: string; amount: string }[] };
      const cents = (amount: string) => BigInt(amount.replace('.', ''));
      const one = (await call('GET', `${CUSTOMERS}?amount-min=1&per-page=7&page=2`)).body as Page;
      const all = (await call('GET', `${CUSTOMERS}?amount-min=1&per-page=1000`)).body as Page;
      expect(all.items).toHaveLength(all.total);
      expect(all.total).toBeGreaterThan(7);
      expect(one.totals).toEqual(all.totals);
      expect(one.totals).toEqual([
        { field: 'outstanding', currency: 'EUR', amount: expect.stringMatching(/^\d+\.\d{2}$/) },
        { field: 'overdue', currency: 'EUR', amount: expect.stringMatching(/^\d+\.\d{2}$/) },
      ]);
      for (const total of one.totals!) {
        const field = total.field as 'outstanding' | 'overdue';
        expect(cents(total.amount)).toBe(all.items.reduce((sum, customer) => sum + cents(customer[field].amount), 0n));
      }
    });

    it('refuses an invalid list query', async () => {
      for (const query of ['sort-by=colour', 'status=happy', 'per-page=0', 'per-page=1001', 'page=1.5', 'amount-min=12,50', 'amount-min=500&amount-max=100', 'search-field=phone']) {
        const answer = await call('GET', `${CUSTOMERS}?${query}`);
        expect(answer.status, query).toBe(400);
      }
    });

    it('answers one customer with its ETag, contact data, terms and balance summary', async () => {
      const { id } = await firstCustomer(api, 'status=disputed');
      const answer = await call('GET', `${CUSTOMERS}/${id}`);
      expect(answer.status).toBe(200);
      const customer = answer.body as Customer;
      expect(answer.response.headers.get('ETag')).toBe(customer.etag);
      expect(Number(customer.balance.disputed.amount)).toBeGreaterThan(0);
      expect(customer.customFields.map((f) => f.key)).toEqual(['kvk', 'btw-nummer', 'regio', 'klant-sinds']);
      // The customer's invoices add up to its balance.
      const invoices = items<Invoice>((await call('GET', `/administrations/${NL}/invoices?customer-id=${id}&per-page=1000`)).body);
      const cents = invoices.reduce((sum, invoice) => sum + Math.round(Number(invoice.outstanding.amount) * 100), 0);
      expect(Math.round(Number(customer.balance.outstanding.amount) * 100)).toBe(cents);
      expect((await call('GET', `${CUSTOMERS}/cus-nl-9999`)).status).toBe(404);
      expect((await call('GET', `/administrations/${GB}/customers/${id}`)).status).toBe(404);
    });

    it('changes a customer only with the current If-Match; a stale one gets 412 with the current record', async () => {
      const { id } = await firstCustomer(api, 'status=active');
      const loaded = (await call('GET', `${CUSTOMERS}/${id}`)).body as Customer;
      const changed = await call('PUT', `${CUSTOMERS}/${id}`, withIfMatch(loaded.etag, json({ ...editable(loaded), phone: '+31 20 123 4567', tags: ['horeca', 'nieuw'], customFields: { regio: 'Noord', 'klant-sinds': '2019-04-01' } })));
      expect(changed.status).toBe(200);
      const saved = changed.body as Customer;
      expect(saved).toMatchObject({ phone: '+31 20 123 4567', tags: ['horeca', 'nieuw'] });
      expect(saved.customFields.find((f) => f.key === 'regio')?.value).toBe('Noord');
      expect(saved.etag).not.toBe(loaded.etag);
      expect(changed.response.headers.get('ETag')).toBe(saved.etag);

      // Someone who loaded the first version loses nothing silently.
      const stale = await call('PUT', `${CUSTOMERS}/${id}`, withIfMatch(loaded.etag, json({ ...editable(loaded), name: 'Mijn wijziging' })));
      expect(stale.status).toBe(412);
      expect(stale.body).toMatchObject({ etag: saved.etag, current: { phone: '+31 20 123 4567', name: loaded.name } });
      expect(((await call('GET', `${CUSTOMERS}/${id}`)).body as Customer).name).toBe(loaded.name);

      expect((await call('PUT', `${CUSTOMERS}/${id}`, json(editable(saved)))).status).toBe(428);
      const invalid = await call('PUT', `${CUSTOMERS}/${id}`, withIfMatch(saved.etag, json({ ...editable(saved), name: '', email: 'not-an-address', paymentTermDays: 400 })));
      expect(invalid.status).toBe(400);
      expect(problemOf(invalid.body).errors?.map((e) => e.field).sort()).toEqual(['email', 'name', 'paymentTermDays']);
      const currency = await call('PUT', `${CUSTOMERS}/${id}`, withIfMatch(saved.etag, json({ ...editable(saved), creditLimit: { amount: '5000.00', currency: 'GBP' } })));
      expect(currency.status).toBe(422);
      expect(problemOf(currency.body).errors).toEqual([{ field: 'creditLimit.currency', message: 'Expected EUR' }]);
      const fields = await call('PUT', `${CUSTOMERS}/${id}`, withIfMatch(saved.etag, json({ ...editable(saved), customFields: { regio: 'Midden', kleur: 'blauw', 'klant-sinds': 'gisteren' } })));
      expect(fields.status).toBe(422);
      expect(problemOf(fields.body).errors?.map((e) => e.field)).toEqual(['customFields.regio', 'customFields.kleur', 'customFields.klant-sinds']);
      expect((await call('PUT', `${CUSTOMERS}/nope`, withIfMatch('"v1"', json(editable(saved))))).status).toBe(404);
    });

    it('pauses and resumes dunning of a customer; the pause holds its open invoices; closed customers cannot be paused', async () => {
      const { id } = await firstCustomer(api, 'status=active&amount-min=1');
      const loaded = (await call('GET', `${CUSTOMERS}/${id}`)).body as Customer;
      const paused = await call('POST', `${CUSTOMERS}/${id}/pause`, withIfMatch(loaded.etag, json({ reason: 'Klant controleert de levering', until: '2026-12-04' })));
      expect(paused.status).toBe(200);
      expect(paused.body).toMatchObject({ status: 'paused', dunning: { paused: true, pausedUntil: '2026-12-04', pauseReason: 'Klant controleert de levering' } });
      // A pause without a reason from the list is "other" with its text, and names who made it and when.
      expect((paused.body as Customer).dunning).toMatchObject({ pauseReasonCode: 'other', pausedAt: '2026-11-20T09:00:00Z', pausedByUser: { id: 'usr-anna', name: 'Anna de Vries' } });
      const invoices = items<Invoice>((await call('GET', `/administrations/${NL}/invoices?customer-id=${id}&status=open&status=overdue&status=paused`)).body);
      expect(invoices.length).toBeGreaterThan(0);
      expect(invoices.every((invoice) => invoice.dunningPaused)).toBe(true);

      expect((await call('POST', `${CUSTOMERS}/${id}/pause`, withIfMatch(loaded.etag, json({ reason: 'x' })))).status).toBe(412);
      const etag = (paused.body as Customer).etag;
      expect((await call('POST', `${CUSTOMERS}/${id}/pause`, withIfMatch(etag, json({ reason: '' })))).status).toBe(400);
      const past = await call('POST', `${CUSTOMERS}/${id}/pause`, withIfMatch(etag, json({ reason: 'x', until: '2026-11-20' })));
      expect(past.status).toBe(422);
      expect(problemOf(past.body).errors).toEqual([{ field: 'until', message: 'Must be after 2026-11-20' }]);
      expect((await call('POST', `${CUSTOMERS}/${id}/pause`, json({ reason: 'x' }))).status).toBe(428);

      const resumed = await call('POST', `${CUSTOMERS}/${id}/resume`, withIfMatch(etag));
      expect(resumed.status).toBe(200);
      expect(resumed.body).toMatchObject({ dunning: { paused: false, pausedUntil: null, pauseReason: null } });
      expect((await call('POST', `${CUSTOMERS}/${id}/resume`, withIfMatch(etag))).status).toBe(412);
      expect((await call('POST', `${CUSTOMERS}/${id}/resume`)).status).toBe(428);

      const closed = await firstCustomer(api, 'status=closed');
      const closedEtag = ((await call('GET', `${CUSTOMERS}/${closed.id}`)).body as Customer).etag;
      const refused = await call('POST', `${CUSTOMERS}/${closed.id}/pause`, withIfMatch(closedEtag, json({ reason: 'x' })));
      expect(refused.status).toBe(422);
      expect(problemOf(refused.body).detail).toBe(`Customer ${closed.number} is closed. A closed customer has no dunning to pause.`);
      expect((await call('POST', `${CUSTOMERS}/${closed.id}/resume`, withIfMatch(closedEtag))).status).toBe(422);
      expect((await call('POST', `${CUSTOMERS}/nope/pause`, withIfMatch('"v1"', json({ reason: 'x' })))).status).toBe(404);
      expect((await call('POST', `${CUSTOMERS}/nope/resume`, withIfMatch('"v1"'))).status).toBe(404);
    });

    it('pauses every customer a filter matches except the excluded ones, with per-row failures, once per Idempotency-Key', async () => {
      const matching = { tag: ['horeca'] };
      const targeted = items<CustomerSummary>((await call('GET', `${CUSTOMERS}?tag=horeca&per-page=1000`)).body);
      const closed = items<CustomerSummary>((await call('GET', `${CUSTOMERS}?status=closed&per-page=1000`)).body);
      const [excluded] = targeted;
      if (!excluded) throw new Error('no horeca customers seeded');
      const idempotencyKey = key();
      const body = { target: { matching, excludeIds: [excluded.id] }, reason: 'Migratie boekhouding', until: '2026-12-01' };
      const answer = await call('POST', `${CUSTOMERS}/bulk-pause`, bulk(body, idempotencyKey));
      expect(answer.status).toBe(200);
      const result = answer.body as BulkResult;
      const closedTargets = targeted.filter((c) => c.id !== excluded.id && closed.some((x) => x.id === c.id));
      expect(result.requested).toBe(targeted.length - 1);
      expect(result.succeeded).toBe(targeted.length - 1 - closedTargets.length);
      expect(result.failed.map((f) => f.id).sort()).toEqual(closedTargets.map((c) => c.id).sort());

      const after = items<CustomerSummary>((await call('GET', `${CUSTOMERS}?tag=horeca&per-page=1000`)).body);
      for (const customer of after) {
        if (customer.id === excluded.id || closedTargets.some((c) => c.id === customer.id)) continue;
        expect(customer.status, customer.id).toBe('paused');
      }
      expect(after.find((c) => c.id === excluded.id)?.dunning.pauseReason).not.toBe('Migratie boekhouding');
      const pausedOne = after.find((c) => c.id !== excluded.id && c.status === 'paused')!;
      expect(pausedOne.dunning).toMatchObject({ pauseReasonCode: 'other', pausedUntil: '2026-12-01', pausedAt: '2026-11-20T09:00:00Z', pausedByUser: { id: 'usr-anna', name: 'Anna de Vries' } });
      // A bulk pause checks its reason as one pause does: "other" needs its text; a day after today.
      const noText = await call('POST', `${CUSTOMERS}/bulk-pause`, bulk({ target: { ids: [excluded.id] }, reasonCode: 'other' }));
      expect(noText.status).toBe(422);
      expect(problemOf(noText.body).errors).toEqual([{ field: 'reason', message: 'Required when the reason is other' }]);
      const listed = await call('POST', `${CUSTOMERS}/bulk-pause`, bulk({ target: { ids: [excluded.id] }, reasonCode: 'insolvency' }));
      expect((listed.body as BulkResult).succeeded).toBe(1);
      const listedOne = (await call('GET', `${CUSTOMERS}/${excluded.id}`)).body as Customer;
      expect(listedOne.dunning).toMatchObject({ paused: true, pauseReasonCode: 'insolvency', pauseReason: null, pausedUntil: null });

      // The same key and request: the first answer again, nothing done twice; another request: 422.
      expect((await call('POST', `${CUSTOMERS}/bulk-pause`, bulk(body, idempotencyKey))).body).toEqual(result);
      expect((await call('POST', `${CUSTOMERS}/bulk-pause`, bulk({ ...body, reason: 'Anders' }, idempotencyKey))).status).toBe(422);

      const byIds = await call('POST', `${CUSTOMERS}/bulk-resume`, bulk({ target: { ids: [targeted[1]?.id, 'cus-nl-9999'] } }));
      expect(byIds.status).toBe(200);
      expect((byIds.body as BulkResult).failed).toEqual([{ id: 'cus-nl-9999', reason: 'Customer cus-nl-9999 does not exist.' }]);
      const resumeAll = await call('POST', `${CUSTOMERS}/bulk-resume`, bulk({ target: { matching } }));
      expect(resumeAll.status).toBe(200);

      expect((await call('POST', `${CUSTOMERS}/bulk-pause`, json({ target: { ids: ['cus-nl-0001'] }, reason: 'x' }))).status).toBe(400);
      expect((await call('POST', `${CUSTOMERS}/bulk-pause`, bulk({ target: { ids: ['cus-nl-0001'], matching } , reason: 'x' }))).status).toBe(400);
      expect((await call('POST', `${CUSTOMERS}/bulk-resume`, bulk({ target: {} }))).status).toBe(400);
      expect((await call('POST', `${CUSTOMERS}/bulk-pause`, bulk({ target: { matching }, reason: 'x', until: '2020-01-01' }))).status).toBe(422);
      const reused = key();
      await call('POST', `${CUSTOMERS}/bulk-resume`, bulk({ target: { ids: ['cus-nl-0001'] } }, reused));
      expect((await call('POST', `${CUSTOMERS}/bulk-resume`, bulk({ target: { ids: ['cus-nl-0002'] } }, reused))).status).toBe(422);
    });

    it('keeps exactly one primary contact', async () => {
      const { id } = await firstCustomer(api, 'search-field=name&search-value=b.v.');
      const base = `${CUSTOMERS}/${id}/contacts`;
      const before = items<Contact>((await call('GET', base)).body);
      expect(before.filter((c) => c.primary)).toHaveLength(1);
      const created = await call('POST', base, json({ name: 'Marieke Jansen', function: 'Controller', email: 'm.jansen@example.nl', phone: null, primary: true, receives: ['invoices', 'reminders'] }));
      expect(created.status).toBe(201);
      const contact = created.body as Contact;
      const after = items<Contact>((await call('GET', base)).body);
      expect(after[0]?.id).toBe(contact.id);
      expect(after.filter((c) => c.primary).map((c) => c.id)).toEqual([contact.id]);

      const demote = await call('PUT', `${base}/${contact.id}`, withIfMatch(contact.etag, json({ name: 'Marieke Jansen', primary: false, receives: [] })));
      expect(demote.status).toBe(422);
      expect((await call('DELETE', `${base}/${contact.id}`, withIfMatch(contact.etag))).status).toBe(422);
      const other = after.find((c) => c.id !== contact.id);
      if (!other) throw new Error('expected the earlier contact');
      const promoted = await call('PUT', `${base}/${other.id}`, withIfMatch(other.etag, json({ name: other.name, function: other.function, email: other.email, phone: other.phone, primary: true, receives: other.receives })));
      expect(promoted.status).toBe(200);
      const promotedEtag = (promoted.body as Contact).etag;
      const afterPromotion = items<Contact>((await call('GET', base)).body);
      expect(afterPromotion.filter((c) => c.primary).map((c) => c.id)).toEqual([other.id]);
      expect((await call('DELETE', `${base}/${contact.id}`, withIfMatch(afterPromotion.find((c) => c.id === contact.id)?.etag))).status).toBe(204);

      expect((await call('POST', base, json({ name: '', primary: false, receives: ['faxes'] }))).status).toBe(400);
      expect((await call('PUT', `${base}/${other.id}`, withIfMatch(promotedEtag, json({ name: 'x', primary: true, receives: ['invoices', 'invoices'] })))).status).toBe(400);
      expect((await call('PUT', `${base}/nope`, withIfMatch('"v1"', json({ name: 'x', primary: true, receives: [] })))).status).toBe(404);
      expect((await call('DELETE', `${base}/nope`, withIfMatch('"v1"'))).status).toBe(404);
      expect((await call('GET', `${CUSTOMERS}/nope/contacts`)).status).toBe(404);
      expect((await call('POST', `${CUSTOMERS}/nope/contacts`, json({ name: 'x', primary: true, receives: [] }))).status).toBe(404);
    });

    it('changes or deletes a contact only with its current If-Match; a stale one gets 412 with the contact as it is now, none 428', async () => {
      const { id } = await firstCustomer(api, 'search-field=name&search-value=b.v.');
      const base = `${CUSTOMERS}/${id}/contacts`;
      const created = await call('POST', base, json({ name: 'Joost Bakker', function: 'Boekhouder', email: 'j.bakker@example.nl', phone: null, primary: false, receives: ['invoices'] }));
      expect(created.status).toBe(201);
      const contact = created.body as Contact;
      expect(created.response.headers.get('ETag')).toBe(contact.etag);
      expect(items<Contact>((await call('GET', base)).body).find((c) => c.id === contact.id)?.etag).toBe(contact.etag);
      const write = (changes: Partial<Contact>) => json({ name: contact.name, function: contact.function, email: contact.email, phone: contact.phone, primary: false, receives: contact.receives, ...changes });

      // Two people change the contact from the same version: the second is refused, not lost.
      const first = await call('PUT', `${base}/${contact.id}`, withIfMatch(contact.etag, write({ phone: '+31 6 1111 2222' })));
      expect(first.status).toBe(200);
      const saved = first.body as Contact;
      expect(saved.etag).not.toBe(contact.etag);
      expect(first.response.headers.get('ETag')).toBe(saved.etag);
      const second = await call('PUT', `${base}/${contact.id}`, withIfMatch(contact.etag, write({ function: 'Controller' })));
      expect(second.status).toBe(412);
      expect(conflictOf<Contact>(second.body)).toMatchObject({ etag: saved.etag, current: { id: contact.id, phone: '+31 6 1111 2222', function: 'Boekhouder', etag: saved.etag } });
      expect((await call('PUT', `${base}/${contact.id}`, write({ function: 'Controller' }))).status).toBe(428);

      // Another contact made primary changes the one that loses the flag: its version moves on.
      const primary = items<Contact>((await call('GET', base)).body).find((c) => c.primary);
      if (!primary) throw new Error('expected a primary contact');
      const promoted = await call('PUT', `${base}/${contact.id}`, withIfMatch(saved.etag, write({ phone: saved.phone, primary: true })));
      expect(promoted.status).toBe(200);
      const demoted = items<Contact>((await call('GET', base)).body).find((c) => c.id === primary.id);
      expect(demoted).toMatchObject({ primary: false });
      expect(demoted?.etag).not.toBe(primary.etag);
      expect((await call('PUT', `${base}/${primary.id}`, withIfMatch(primary.etag, json({ name: primary.name, primary: true, receives: primary.receives })))).status).toBe(412);

      const stale = await call('DELETE', `${base}/${primary.id}`, withIfMatch(primary.etag));
      expect(stale.status).toBe(412);
      expect(conflictOf<Contact>(stale.body).current).toMatchObject({ id: primary.id, primary: false, etag: demoted?.etag });
      expect((await call('DELETE', `${base}/${primary.id}`)).status).toBe(428);
      expect((await call('DELETE', `${base}/${primary.id}`, withIfMatch(demoted?.etag))).status).toBe(204);
    });

    it('lists the custom fields of customers', async () => {
      const answer = await call('GET', `/administrations/${GB}/customer-custom-fields`);
      expect(answer.status).toBe(200);
      expect(items<{ key: string }>(answer.body).map((f) => f.key)).toEqual(['company-number', 'vat-number', 'region', 'customer-since']);
    });

    it("lists the tags in use with their counts, which the lists' tag filter agrees with; a changed customer changes them", async () => {
      type Usage = { name: string; customers: number; invoices: number };
      const usage = async () => items<Usage>((await call('GET', `/administrations/${NL}/tags`)).body);
      const before = await usage();
      expect(before.map((tag) => tag.name)).toEqual([...before.map((tag) => tag.name)].sort());
      expect(before.map((tag) => tag.name)).toEqual(expect.arrayContaining(['horeca', 'key-account']));
      for (const tag of before.slice(0, 3)) {
        const customers = (await call('GET', `${CUSTOMERS}?tag=${tag.name}&per-page=1`)).body as { total: number };
        const invoices = (await call('GET', `/administrations/${NL}/invoices?tag=${tag.name}&per-page=1`)).body as { total: number };
        expect({ name: tag.name, customers: customers.total, invoices: invoices.total }).toEqual(tag);
      }
      expect(items<Usage>((await call('GET', `/administrations/${GB}/tags`)).body).map((tag) => tag.name)).toContain('hospitality');

      const { id } = await firstCustomer(api, 'status=active');
      const loaded = (await call('GET', `${CUSTOMERS}/${id}`)).body as Customer;
      expect((await call('PUT', `${CUSTOMERS}/${id}`, withIfMatch(loaded.etag, json({ ...editable(loaded), tags: [...loaded.tags, 'wijnhandel'] })))).status).toBe(200);
      expect((await usage()).find((tag) => tag.name === 'wijnhandel')).toEqual({ name: 'wijnhandel', customers: 1, invoices: 0 });
    });

    // In the British administration: there James works the customers too (Sanne, in the Dutch one, does not).
    commentAndAttachmentScenarios(
      api,
      async () => {
        const [customer] = items<CustomerSummary>((await api.call('GET', `/administrations/${GB}/customers?status=active`)).body);
        if (!customer) throw new Error('no active British customer seeded');
        return `/administrations/${GB}/customers/${customer.id}`;
      },
      'customers',
      'usr-james',
    );
  },
  PINNED,
);
