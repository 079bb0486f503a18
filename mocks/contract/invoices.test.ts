import type { BulkResult, Customer, Invoice, InvoicePage, InvoiceSummary } from '#api/generated/model/index';
import { contractSuite, json, type ContractApi } from './harness';
import { commentAndAttachmentScenarios, GB, items, NL, PINNED, problemOf } from './test-helpers';

const INVOICES = `/administrations/${NL}/invoices`;

const withIfMatch = (etag: string | undefined, init: RequestInit = {}): RequestInit => ({ ...init, headers: { ...init.headers, ...(etag ? { 'If-Match': etag } : {}) } });
const key = () => `test-${crypto.randomUUID()}`;
const bulk = (body: unknown, idempotencyKey = key()) => json(body, { headers: { 'Idempotency-Key': idempotencyKey } });

async function page({ call }: ContractApi, query: string): Promise<InvoicePage> {
  const answer = await call('GET', `${INVOICES}?${query}`);
  expect(answer.status, query).toBe(200);
  return answer.body as InvoicePage;
}

async function first(api: ContractApi, query: string): Promise<InvoiceSummary> {
  const [invoice] = (await page(api, query)).items;
  if (!invoice) throw new Error(`no seeded invoice matches ${query}`);
  return invoice;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

contractSuite('invoices', (api) => {
    const { call } = api;

    it('lists invoices paged and sorted by issue date, newest first, amounts as decimal strings with the currency', async () => {
      const answer = await page(api, 'per-page=50');
      expect(answer).toMatchObject({ total: 1000, page: 1, perPage: 50 });
      const dates = answer.items.map((i) => i.issueDate);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const invoice of answer.items) {
        expect(invoice.amount).toMatchObject({ amount: expect.stringMatching(/^\d+\.\d{2}$/), currency: 'EUR' });
        expect(invoice.outstanding.amount).toMatch(/^\d+\.\d{2}$/);
      }
      expect((await page(api, 'per-page=1')).items[0]?.customer.name).toBeTruthy();
      const gb = await call('GET', `/administrations/${GB}/invoices?per-page=1`);
      expect((gb.body as InvoicePage).items[0]?.amount.currency).toBe('GBP');
    });

    it('sums the money columns over the whole filtered set, not the page: totals equal the sum of every matching item', async () => {
      const sum = (values: readonly string[]) => values.reduce((total, value) => total + BigInt(value.replace('.', '')), 0n);
      for (const query of ['status=overdue', 'status=overdue&status=disputed&amount-min=100', 'search-field=customer-name&search-value=bakker']) {
        const one = await page(api, `${query}&per-page=5&page=2`);
        const all = await page(api, `${query}&per-page=1000`);
        expect(all.items).toHaveLength(all.total);
        expect(all.total, query).toBeGreaterThan(5);
        const expected = (field: 'amount' | 'outstanding') => sum(all.items.map((invoice) => invoice[field].amount));
        // The same sums on every page, in plain decimals with the administration's currency.
        expect(one.totals).toEqual(all.totals);
        expect(one.totals?.map(({ field, currency }) => [field, currency])).toEqual([
          ['amount', 'EUR'],
          ['outstanding', 'EUR'],
        ]);
        for (const total of one.totals ?? []) {
          expect(total.amount).toMatch(/^\d+\.\d{2}$/);
          expect(BigInt(total.amount.replace('.', '')), `${query} ${total.field}`).toBe(expected(total.field as 'amount' | 'outstanding'));
        }
        // Not the page's own sum.
        expect(BigInt(one.totals![1]!.amount.replace('.', ''))).not.toBe(sum(one.items.map((invoice) => invoice.outstanding.amount)));
      }
      const gb = (await call('GET', `/administrations/${GB}/invoices?per-page=1`)).body as InvoicePage;
      expect(gb.totals?.map((total) => total.currency)).toEqual(['GBP', 'GBP']);
      expect((await page(api, 'search-field=number&search-value=no-such-invoice')).totals).toEqual([]);
    });

    it('filters by status, dates, amounts, customer, super debtor and tag, searches a field, sorts every column', async () => {
      const overdue = await page(api, 'status=overdue&per-page=1000');
      expect(overdue.total).toBeGreaterThan(0);
      expect(overdue.items.every((i) => i.status === 'overdue' && i.daysOverdue > 0 && i.dueDate < '2026-11-20')).toBe(true);

      const ranged = await page(api, 'due-date-from=2026-10-01&due-date-to=2026-10-31&amount-min=100&amount-max=1000.50&per-page=1000');
      expect(ranged.items.every((i) => i.dueDate >= '2026-10-01' && i.dueDate <= '2026-10-31' && cents(i.amount.amount) >= 10000 && cents(i.amount.amount) <= 100050)).toBe(true);
      const issued = await page(api, 'issue-date-from=2026-01-01&issue-date-to=2026-01-31&per-page=1000');
      expect(issued.total).toBeGreaterThan(0);
      expect(issued.items.every((i) => i.issueDate.startsWith('2026-01'))).toBe(true);
      // Every one in the range, in any order walked (by amount here, not the records' own order).
      const everyByAmount = await page(api, 'sort-by=amount&per-page=1000');
      expect(everyByAmount.total).toBeLessThanOrEqual(1000);
      const inRange = everyByAmount.items.filter((i) => i.dueDate >= '2026-10-01' && i.dueDate <= '2026-10-31').map((i) => i.id);
      const dueInRange = await page(api, 'due-date-from=2026-10-01&due-date-to=2026-10-31&sort-by=amount&per-page=1000');
      expect(dueInRange.items.map((i) => i.id)).toEqual(inRange);
      expect(inRange.length).toBeGreaterThan(0);

      const { customer } = await first(api, 'status=overdue');
      const ofCustomer = await page(api, `customer-id=${customer.id}&per-page=1000`);
      expect(ofCustomer.items.every((i) => i.customer.id === customer.id)).toBe(true);

      const members = items<{ id: string }>((await call('GET', `/administrations/${NL}/customers?per-page=1000`)).body as never);
      expect(members.length).toBe(100);
      const group = await page(api, 'super-debtor-id=sd-nl-01&per-page=1000');
      expect(group.total).toBeGreaterThan(0);
      const memberIds = new Set(items<{ id: string }>((await call('GET', `/administrations/${NL}/super-debtors/sd-nl-01/members?per-page=100`)).body).map((m) => m.id));
      expect(group.items.every((i) => memberIds.has(i.customer.id))).toBe(true);

      const tagged = await page(api, 'tag=horeca&tag=zorg&per-page=1000');
      expect(tagged.items.every((i) => i.tags.includes('horeca') || i.tags.includes('zorg'))).toBe(true);

      const named = await page(api, `search-field=customer-name&search-value=${encodeURIComponent(customer.name.slice(0, 5).toLowerCase())}&per-page=1000`);
      expect(named.items.some((i) => i.customer.id === customer.id)).toBe(true);
      const numbered = await first(api, 'search-field=number&search-value=2025-0004');
      expect(numbered.number).toContain('2025-0004');

      const byAmount = (await page(api, 'sort-by=amount&sort-order=asc&per-page=200')).items.map((i) => cents(i.amount.amount));
      expect(byAmount).toEqual([...byAmount].sort((a, b) => a - b));
      const byDays = (await page(api, 'sort-by=days-overdue&per-page=100')).items.map((i) => i.daysOverdue);
      expect(byDays).toEqual([...byDays].sort((a, b) => b - a));
      const byCustomer = (await page(api, 'sort-by=customer&per-page=200')).items.map((i) => i.customer.name);
      expect(byCustomer).toEqual([...byCustomer].sort((a, b) => a.localeCompare(b, 'nl', { sensitivity: 'base', numeric: true })));
      for (const sort of ['number', 'due-date', 'outstanding', 'status']) expect((await page(api, `sort-by=${sort}`)).total).toBe(1000);
    });

    it('refuses an invalid list query', async () => {
      for (const query of ['sort-by=colour', 'status=late', 'due-date-from=2026-13-01', 'issue-date-from=2026-02-01&issue-date-to=2026-01-01', 'amount-min=abc', 'amount-min=10&amount-max=5', 'per-page=5000', 'search-field=iban']) {
        expect((await call('GET', `${INVOICES}?${query}`)).status, query).toBe(400);
      }
    });

    it('answers one invoice with its ETag, credit notes, payment link and outstanding amount as a string', async () => {
      const credited = await first(api, 'status=credited');
      const detail = await call('GET', `${INVOICES}/${credited.id}`);
      expect(detail.status).toBe(200);
      const invoice = detail.body as Invoice;
      expect(detail.response.headers.get('ETag')).toBe(invoice.etag);
      expect(invoice.outstanding).toEqual({ amount: '0.00', currency: 'EUR' });
      expect(invoice.creditNotes.length).toBeGreaterThan(0);
      expect(invoice.creditNotes.reduce((sum, note) => sum + cents(note.amount.amount), 0)).toBe(-cents(invoice.amount.amount));
      expect(invoice.paymentLinkUrl).toBeNull();

      const open = (await call('GET', `${INVOICES}/${(await first(api, 'status=overdue')).id}`)).body as Invoice;
      expect(open.paymentLinkUrl).toMatch(/^https:\/\/pay\.receivables\.example\/p\/[0-9a-f]{12}$/);
      expect(open.currentJourneyStep).not.toBeNull();
      expect(open.customFields.map((f) => f.key)).toEqual(['kostenplaats', 'projectnummer']);
      expect((await call('GET', `${INVOICES}/inv-nl-999999`)).status).toBe(404);
    });

    it('serves the invoice PDF as a blob', async () => {
      const { id, number } = await first(api, 'status=overdue');
      const pdf = await call('GET', `${INVOICES}/${id}/pdf`);
      expect(pdf.status).toBe(200);
      expect(pdf.response.headers.get('Content-Disposition')).toBe(`inline; filename="${number}.pdf"`);
      const text = new TextDecoder().decode(pdf.body as Uint8Array);
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text).toContain(`(Factuur ${number}) Tj`);
      expect((await call('GET', `${INVOICES}/nope/pdf`)).status).toBe(404);
    });

    it('changes reference, due date, tags and custom fields only with the current If-Match', async () => {
      const { id } = await first(api, 'status=open&issue-date-to=2026-11-01');
      const loaded = (await call('GET', `${INVOICES}/${id}`)).body as Invoice;
      const body = { reference: 'PO-4711', dueDate: '2026-11-10', tags: ['bouw'], customFields: { kostenplaats: 'Service' } };
      const changed = await call('PUT', `${INVOICES}/${id}`, withIfMatch(loaded.etag, json(body)));
      expect(changed.status).toBe(200);
      const saved = changed.body as Invoice;
      expect(saved).toMatchObject({ reference: 'PO-4711', dueDate: '2026-11-10', status: 'overdue', daysOverdue: 10, tags: ['bouw'] });
      const stale = await call('PUT', `${INVOICES}/${id}`, withIfMatch(loaded.etag, json({ ...body, reference: 'Mine' })));
      expect(stale.status).toBe(412);
      expect(stale.body).toMatchObject({ etag: saved.etag, current: { reference: 'PO-4711' } });
      expect((await call('PUT', `${INVOICES}/${id}`, json(body))).status).toBe(428);
      expect((await call('PUT', `${INVOICES}/${id}`, withIfMatch(saved.etag, json({ ...body, dueDate: 'tomorrow' })))).status).toBe(400);
      const early = await call('PUT', `${INVOICES}/${id}`, withIfMatch(saved.etag, json({ ...body, dueDate: '2000-01-01' })));
      expect(early.status).toBe(422);
      expect(problemOf(early.body).errors?.[0]?.field).toBe('dueDate');
      expect((await call('PUT', `${INVOICES}/nope`, withIfMatch('"v1"', json(body)))).status).toBe(404);
    });

    it('pauses and resumes an invoice; a paid one cannot be paused; one paused through its customer resumes with the customer', async () => {
      const { id } = await first(api, 'status=overdue');
      const loaded = (await call('GET', `${INVOICES}/${id}`)).body as Invoice;
      const paused = await call('POST', `${INVOICES}/${id}/pause`, withIfMatch(loaded.etag, json({ reason: 'Klant controleert de levering', until: '2026-12-04' })));
      expect(paused.status).toBe(200);
      expect(paused.body).toMatchObject({ status: 'paused', dunningPaused: true, dunning: { paused: true, pausedBy: 'invoice', pausedUntil: '2026-12-04' } });
      expect((await call('POST', `${INVOICES}/${id}/pause`, withIfMatch(loaded.etag, json({ reason: 'x' })))).status).toBe(412);
      const etag = (paused.body as Invoice).etag;
      const resumed = await call('POST', `${INVOICES}/${id}/resume`, withIfMatch(etag));
      expect(resumed.body).toMatchObject({ status: 'overdue', dunningPaused: false, dunning: { paused: false, pausedBy: null } });
      expect((await call('POST', `${INVOICES}/${id}/resume`, withIfMatch(etag))).status).toBe(412);
      expect((await call('POST', `${INVOICES}/${id}/resume`)).status).toBe(428);
      expect((await call('POST', `${INVOICES}/${id}/pause`, json({ reason: 'x' }))).status).toBe(428);
      const resumedEtag = (resumed.body as Invoice).etag;
      // Without a reason from the list the reason is "other", whose text is required.
      const noReason = await call('POST', `${INVOICES}/${id}/pause`, withIfMatch(resumedEtag, json({ until: '2026-12-01' })));
      expect(noReason.status).toBe(422);
      expect(problemOf(noReason.body).errors).toEqual([{ field: 'reason', message: 'Required when the reason is other' }]);
      expect((await call('POST', `${INVOICES}/${id}/pause`, withIfMatch(resumedEtag, json({ reasonCode: 'other', reason: '  ' })))).status).toBe(422);
      expect((await call('POST', `${INVOICES}/${id}/pause`, withIfMatch(resumedEtag, json({ reasonCode: 'other', reason: '' })))).status).toBe(400);
      expect((await call('POST', `${INVOICES}/${id}/pause`, withIfMatch(resumedEtag, json({ reasonCode: 'holiday' })))).status).toBe(400);
      // A reason from the list needs no text; the pause names who made it and when.
      const listed = await call('POST', `${INVOICES}/${id}/pause`, withIfMatch(resumedEtag, json({ reasonCode: 'payment-promised' })));
      expect(listed.status).toBe(200);
      expect((listed.body as Invoice).dunning).toEqual({
        paused: true,
        pausedBy: 'invoice',
        pausedUntil: null,
        pauseReason: null,
        pauseReasonCode: 'payment-promised',
        pausedAt: '2026-11-20T09:00:00Z',
        pausedByUser: { id: 'usr-anna', name: 'Anna de Vries' },
      });
      const again = await call('POST', `${INVOICES}/${id}/resume`, withIfMatch((listed.body as Invoice).etag));
      expect((again.body as Invoice).dunning).toMatchObject({ paused: false, pauseReasonCode: null, pausedAt: null, pausedByUser: null });

      const paid = await first(api, 'status=paid');
      const paidEtag = ((await call('GET', `${INVOICES}/${paid.id}`)).body as Invoice).etag;
      const refused = await call('POST', `${INVOICES}/${paid.id}/pause`, withIfMatch(paidEtag, json({ reason: 'x' })));
      expect(refused.status).toBe(422);
      expect(problemOf(refused.body).detail).toBe(`Invoice ${paid.number} is paid. Only invoices with something outstanding have dunning to pause.`);

      // The customer's pause holds the invoice; resuming the invoice alone is refused.
      const open = await first(api, 'status=open');
      const customer = (await call('GET', `/administrations/${NL}/customers/${open.customer.id}`)).body as Customer;
      expect((await call('POST', `/administrations/${NL}/customers/${customer.id}/pause`, withIfMatch(customer.etag, json({ reason: 'Verhuizing' })))).status).toBe(200);
      const held = (await call('GET', `${INVOICES}/${open.id}`)).body as Invoice;
      expect(held).toMatchObject({ status: 'paused', dunning: { pausedBy: 'customer', pauseReason: 'Verhuizing' } });
      const viaCustomer = await call('POST', `${INVOICES}/${open.id}/resume`, withIfMatch(held.etag));
      expect(viaCustomer.status).toBe(422);
      expect(problemOf(viaCustomer.body).detail).toBe(`Invoice ${open.number} is paused through customer ${customer.number}; resume the customer.`);
      expect((await call('POST', `${INVOICES}/nope/pause`, withIfMatch('"v1"', json({ reason: 'x' })))).status).toBe(404);
      expect((await call('POST', `${INVOICES}/nope/resume`, withIfMatch('"v1"'))).status).toBe(404);
    });

    it('bulk-pauses every invoice a filter matches except the excluded ones; paid ones fail per row; all others end up paused', async () => {
      const filter = { 'due-date-from': '2026-09-01', 'due-date-to': '2026-09-30' };
      const query = 'due-date-from=2026-09-01&due-date-to=2026-09-30&per-page=1000';
      const before = (await page(api, query)).items;
      const excluded = before.find((i) => i.status === 'overdue');
      if (!excluded) throw new Error('no overdue invoice due in September');
      const refusedStatuses = new Set(['paid', 'credited', 'for-collection']);
      const idempotencyKey = key();
      const body = { target: { matching: filter, excludeIds: [excluded.id] }, reason: 'Migratie boekhouding' };
      const answer = await call('POST', `${INVOICES}/bulk-pause`, bulk(body, idempotencyKey));
      expect(answer.status).toBe(200);
      const result = answer.body as BulkResult;
      const refused = before.filter((i) => i.id !== excluded.id && refusedStatuses.has(i.status));
      expect(result.requested).toBe(before.length - 1);
      expect(result.failed.length).toBe(refused.length);
      expect(result.failed.length).toBeGreaterThan(0);
      expect(result.succeeded).toBe(before.length - 1 - refused.length);
      const paidRow = before.find((i) => i.status === 'paid');
      expect(result.failed).toContainEqual({ id: paidRow?.id, reason: `Invoice ${paidRow?.number} is paid.` });

      const after = (await page(api, query)).items;
      for (const invoice of after) {
        if (invoice.id === excluded.id || refusedStatuses.has(invoice.status)) continue;
        expect(invoice.dunningPaused, invoice.id).toBe(true);
      }
      expect(after.find((i) => i.id === excluded.id)?.dunningPaused).toBe(false);
      expect((await call('POST', `${INVOICES}/bulk-pause`, bulk(body, idempotencyKey))).body).toEqual(result);
      expect((await call('POST', `${INVOICES}/bulk-pause`, bulk({ ...body, reason: 'Anders' }, idempotencyKey))).status).toBe(422);

      const resume = await call('POST', `${INVOICES}/bulk-resume`, bulk({ target: { matching: filter } }));
      expect(resume.status).toBe(200);
      expect((resume.body as BulkResult).requested).toBe(before.length);
      const byIds = await call('POST', `${INVOICES}/bulk-resume`, bulk({ target: { ids: [excluded.id, 'inv-nl-999999'] } }));
      expect((byIds.body as BulkResult).failed).toEqual([{ id: 'inv-nl-999999', reason: 'Invoice inv-nl-999999 does not exist.' }]);

      expect((await call('POST', `${INVOICES}/bulk-pause`, json({ target: { ids: [excluded.id] }, reason: 'x' }))).status).toBe(400);
      expect((await call('POST', `${INVOICES}/bulk-pause`, bulk({ target: { matching: { status: ['late'] } }, reason: 'x' }))).status).toBe(400);
      expect((await call('POST', `${INVOICES}/bulk-resume`, bulk({ target: { ids: [], matching: filter } }))).status).toBe(400);
      expect((await call('POST', `${INVOICES}/bulk-pause`, bulk({ target: { ids: [excluded.id] }, reason: 'x', until: '2026-11-01' }))).status).toBe(422);
      const reused = key();
      await call('POST', `${INVOICES}/bulk-resume`, bulk({ target: { ids: [excluded.id] } }, reused));
      expect((await call('POST', `${INVOICES}/bulk-resume`, bulk({ target: { matching: filter } }, reused))).status).toBe(422);
    });

    it('lists the custom fields of invoices', async () => {
      const answer = await call('GET', `/administrations/${NL}/invoice-custom-fields`);
      expect(answer.status).toBe(200);
      expect(items<{ key: string; label: string }>(answer.body).map((f) => f.label)).toEqual(['Kostenplaats', 'Projectnummer']);
    });

    commentAndAttachmentScenarios(api, async () => `${INVOICES}/${(await first(api, 'status=overdue')).id}`, 'invoices');
  },
  PINNED,
);
