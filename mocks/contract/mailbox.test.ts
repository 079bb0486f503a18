import type { BulkResult, MailboxLinkTargetList, MailboxMessage, MailboxMessagePage } from '#api/generated/model/index';
import { simplePdf } from '../media/pdf';
import { BASE, bearer, contractSuite, json, type ContractApi } from './harness';
import { GB, NL, PINNED, problemOf, withIfMatch } from './test-helpers';

const MAILBOX = `/administrations/${NL}/mailbox/messages`;

const key = () => `test-${crypto.randomUUID()}`;
const bulk = (body: unknown, idempotencyKey = key()) => json(body, { headers: { 'Idempotency-Key': idempotencyKey } });

async function page({ call }: ContractApi, query: string, base = MAILBOX): Promise<MailboxMessagePage> {
  const answer = await call('GET', `${base}?${query}`);
  expect(answer.status, query).toBe(200);
  return answer.body as MailboxMessagePage;
}

async function message({ call }: ContractApi, id: string): Promise<MailboxMessage> {
  const answer = await call('GET', `${MAILBOX}/${id}`);
  expect(answer.status).toBe(200);
  return answer.body as MailboxMessage;
}

contractSuite('mailbox',
  (api) => {
    const { call, mock } = api;

    it('lists a few hundred messages per administration, newest first, paged; asc reverses', async () => {
      const first = await page(api, 'per-page=10');
      expect(first).toMatchObject({ total: 200, page: 1, perPage: 10 });
      expect(first.items).toHaveLength(10);
      const all = await page(api, 'per-page=200');
      const dates = all.items.map((m) => m.receivedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      const asc = await page(api, 'per-page=200&sort-order=asc');
      expect(asc.items.map((m) => m.id)).toEqual([...all.items.map((m) => m.id)].reverse());
      expect((await page(api, 'page=21&per-page=10')).items).toEqual([]);
      expect((await page(api, 'per-page=1', `/administrations/${GB}/mailbox/messages`)).total).toBe(200);
      // Realistic: unread ones, handled ones, linked ones, several languages.
      expect(all.items.some((m) => m.readDate === null)).toBe(true);
      expect(all.items.some((m) => m.completed)).toBe(true);
      expect(all.items.some((m) => m.invoices.length > 0 && m.customerNumber?.startsWith('D'))).toBe(true);
      expect(all.items.some((m) => /Herinnering|Betaalbewijs|Bezwaar/.test(m.subject))).toBe(true);
      expect(all.items.some((m) => /Rappel|Rechnung|Zahlung|facture/.test(m.subject))).toBe(true);
      expect((await call('GET', `${MAILBOX}?per-page=0`)).status).toBe(400);
      expect((await call('GET', `${MAILBOX}?search-field=body`)).status).toBe(400);
    });

    it('searches sender, subject, customer number, invoice number and issue number', async () => {
      const all = (await page(api, 'per-page=200')).items;
      const linked = all.find((m) => m.invoices.length > 0 && m.customerNumber);
      const withIssue = all.find((m) => m.issueNumber);
      if (!linked || !withIssue) throw new Error('the seed has linked messages and messages with an issue');
      const sender = await page(api, `search-value=${encodeURIComponent(linked.sender.email.slice(0, 6).toUpperCase())}&per-page=200`);
      expect(sender.items.every((m) => `${m.sender.name} ${m.sender.email}`.toLowerCase().includes(linked.sender.email.slice(0, 6).toLowerCase()))).toBe(true);
      expect(sender.items.map((m) => m.id)).toContain(linked.id);
      const subject = await page(api, `search-field=subject&search-value=${encodeURIComponent(linked.subject)}&per-page=200`);
      expect(subject.items.map((m) => m.id)).toContain(linked.id);
      const customer = await page(api, `search-field=customer-number&search-value=${linked.customerNumber}&per-page=200`);
      expect(customer.items.length).toBeGreaterThan(0);
      expect(customer.items.every((m) => m.customerNumber?.includes(linked.customerNumber as string))).toBe(true);
      const invoice = await page(api, `search-field=invoice-number&search-value=${linked.invoices[0]?.number}&per-page=200`);
      expect(invoice.items.map((m) => m.id)).toContain(linked.id);
      const issue = await page(api, `search-field=issue-number&search-value=${withIssue.issueNumber}`);
      expect(issue.items.map((m) => m.id)).toEqual([withIssue.id]);
      expect((await page(api, 'search-field=subject&search-value=no-such-subject-anywhere')).total).toBe(0);
    });

    it('filters by status on the server (the unread filter), with the search and the paging', async () => {
      const all = (await page(api, 'per-page=200')).items;
      const unread = all.filter((m) => m.readDate === null);
      expect(unread.length).toBeGreaterThan(10);
      expect(unread.length).toBeLessThan(all.length);
      const first = await page(api, 'status=unread&per-page=10');
      expect(first.total).toBe(unread.length);
      expect(first.items.map((m) => m.id)).toEqual(unread.slice(0, 10).map((m) => m.id));
      const second = await page(api, 'status=unread&per-page=10&page=2');
      expect(second.items.map((m) => m.id)).toEqual(unread.slice(10, 20).map((m) => m.id));
      // Handled ones are read too, so "not relevant" is its own status and unread is never completed.
      const irrelevant = await page(api, 'status=not-relevant&per-page=200');
      expect(irrelevant.items.length).toBeGreaterThan(0);
      expect(irrelevant.items.every((m) => m.completed && m.readDate !== null)).toBe(true);
      const readOnes = await page(api, 'status=read&per-page=200');
      expect(readOnes.items.every((m) => !m.completed && m.readDate !== null)).toBe(true);
      expect(readOnes.total + irrelevant.total + unread.length).toBe(all.length);
      const both = await page(api, 'status=unread&status=not-relevant&per-page=200');
      expect(both.total).toBe(unread.length + irrelevant.total);
      // With a search: the unread ones among the matches.
      const sender = unread[0]!.sender.email.slice(0, 8);
      const matching = await page(api, `status=unread&search-value=${encodeURIComponent(sender)}&per-page=200`);
      expect(matching.items.map((m) => m.id)).toEqual(all.filter((m) => m.readDate === null && `${m.sender.name} ${m.sender.email}`.toLowerCase().includes(sender.toLowerCase())).map((m) => m.id));
      expect((await call('GET', `${MAILBOX}?status=archived`)).status).toBe(400);
    });

    it('shows one message with recipients, body and attachment metadata; downloads the attachment', async () => {
      const all = (await page(api, 'per-page=200')).items;
      const withFile = all.find((m) => m.hasAttachments);
      if (!withFile) throw new Error('the seed has attachments');
      const full = await message(api, withFile.id);
      expect(full.recipients[0]).toMatch(/@nl\.receivables\.example$/);
      expect(full.body).toMatch(/<p>/);
      const [file] = full.attachments;
      expect(file).toMatchObject({ fileName: expect.stringMatching(/\.pdf$/), contentType: 'application/pdf' });
      const download = await call('GET', `${MAILBOX}/${withFile.id}/attachments/${file?.id}`);
      expect(download.status).toBe(200);
      expect(download.response.headers.get('Content-Disposition')).toContain(file?.fileName);
      expect((await call('GET', `${MAILBOX}/${withFile.id}/attachments/nope`)).status).toBe(404);
      expect((await call('GET', `${MAILBOX}/mail-nl-99999`)).status).toBe(404);
      // Another administration's message is not found here.
      expect((await call('GET', `/administrations/${GB}/mailbox/messages/${withFile.id}`)).status).toBe(404);
    });

    it('a mail that arrives is saved with names from its content: no executable or HTML extension from outside', async () => {
      const base64 = (text: string) => Buffer.from(text, 'latin1').toString('base64');
      // A control route of the mock, not a contract operation: plain fetch.
      const inbound = (body: unknown) => fetch(`${BASE}/__mock/inbound`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const arrived = await inbound({
          administrationId: NL,
          senderName: 'Bakkerij De Gouden Korenaar',
          senderEmail: 'debiteuren@goudenkorenaar.nl',
          subject: 'Betaling',
          body: '<p>Zie bijlage.</p>',
          attachments: [
            { fileName: 'Betaalbewijs.pdf.hta', declaredType: 'application/hta', base64: base64('%PDF-1.7\n1 0 obj\n%%EOF\n') },
            { fileName: 'factuur.html', declaredType: 'text/plain', base64: base64('<html><script>alert(1)</script></html>') },
          ],
      });
      expect(arrived.status).toBe(201);
      const { id } = (await arrived.json()) as { id: string };
      const full = await message(api, id);
      expect(full.attachments.map((a) => [a.fileName, a.contentType])).toEqual([
        ['Betaalbewijs.pdf', 'application/pdf'],
        ['factuur.txt', 'text/plain'],
      ]);
      const html = await call('GET', `${MAILBOX}/${id}/attachments/${full.attachments[1]!.id}`);
      expect(html.response.headers.get('Content-Type')).toBe('text/plain');
      expect(html.response.headers.get('Content-Disposition')).toBe('attachment; filename="factuur.txt"');
      expect(html.response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect((await inbound({ administrationId: 'adm-nope', senderName: 'x', senderEmail: 'a@b.nl', subject: '', body: '' })).status).toBe(404);
    });

    it('applies the SPEC §4 status rules: read, unread, not relevant (links cleared)', async () => {
      const linked = (await page(api, 'per-page=200')).items.find((m) => m.invoices.length > 0 && m.readDate === null);
      if (!linked) throw new Error('the seed has unread linked messages');
      const put = (status: string) => call('PUT', `${MAILBOX}/${linked.id}/status`, json({ status }));
      const read = (await put('read')).body as MailboxMessage;
      expect(read).toMatchObject({ readDate: '2026-11-20T09:00:00.000Z', completed: false, customerNumber: linked.customerNumber, invoices: linked.invoices });
      const unread = (await put('unread')).body as MailboxMessage;
      expect(unread).toMatchObject({ readDate: null, completed: false, customerNumber: linked.customerNumber });
      const irrelevant = (await put('not-relevant')).body as MailboxMessage;
      expect(irrelevant).toMatchObject({ readDate: '2026-11-20T09:00:00.000Z', completed: true, invoices: [], issueNumber: null, customerNumber: null, customerId: null });
      expect(await message(api, linked.id)).toMatchObject({ completed: true, invoices: [] });
      expect((await put('archived')).status).toBe(400);
      expect((await call('PUT', `${MAILBOX}/mail-nl-99999/status`, json({ status: 'read' }))).status).toBe(404);
    });

    it('changes many at once by ids with per-row failures, once per Idempotency-Key', async () => {
      const ids = (await page(api, 'per-page=3')).items.map((m) => m.id);
      const idempotencyKey = key();
      const body = { ids: [...ids, 'mail-nl-99999'], status: 'read' };
      const answer = await call('POST', `${MAILBOX}/bulk-status`, bulk(body, idempotencyKey));
      expect(answer.body).toEqual({ requested: 4, succeeded: 3, failed: [{ id: 'mail-nl-99999', reason: 'Message mail-nl-99999 does not exist.' }] } satisfies BulkResult);
      for (const id of ids) expect((await message(api, id)).readDate).not.toBeNull();
      // The same key again answers the first result; with another request it is refused.
      await call('PUT', `${MAILBOX}/${ids[0]}/status`, json({ status: 'unread' }));
      expect((await call('POST', `${MAILBOX}/bulk-status`, bulk(body, idempotencyKey))).body).toEqual(answer.body);
      expect((await message(api, ids[0] as string)).readDate).toBeNull();
      expect((await call('POST', `${MAILBOX}/bulk-status`, bulk({ ...body, status: 'unread' }, idempotencyKey))).status).toBe(422);
      expect((await call('POST', `${MAILBOX}/bulk-status`, json(body))).status).toBe(400);
      expect((await call('POST', `${MAILBOX}/bulk-status`, bulk({ ids: [], status: 'read' }))).status).toBe(400);
    });

    it('links a message to a customer, invoices and an issue, checked against the administration', async () => {
      const target = (await page(api, 'per-page=200')).items.find((m) => m.invoices.length === 0 && !m.completed);
      const invoices = (await call('GET', `/administrations/${NL}/invoices?per-page=2&customer-id=cus-nl-0001`)).body as { items: { number: string }[] };
      const other = (await call('GET', `/administrations/${NL}/invoices?per-page=1&customer-id=cus-nl-0002`)).body as { items: { number: string }[] };
      if (!target || invoices.items.length === 0 || other.items.length === 0) throw new Error('seeded data to link');
      // Each change against the message's current version (the If-Match rules have their own test).
      const link = async (body: unknown) => call('PUT', `${MAILBOX}/${target.id}/links`, withIfMatch((await message(api, target.id)).etag, json(body)));
      const numbers = invoices.items.map((i) => i.number);

      // An issue of the customer: a real one, shown with its id (the caller may read issues).
      const issues = mock.store.db.issues.all().filter((i) => i.administrationId === NL);
      const own = issues.find((i) => i.customerId === 'cus-nl-0001') ?? (await mock.store.db.issues.create({ ...issues[0]!, id: 'iss-nl-test', number: 'IS-90001', customerId: 'cus-nl-0001', invoiceIds: [] }));
      const foreignIssue = issues.find((i) => i.customerId !== 'cus-nl-0001')!;
      const linked = await link({ customerNumber: 'D10001', invoiceNumbers: numbers, issueNumber: own.number });
      expect(linked.status).toBe(200);
      expect(linked.body).toMatchObject({ customerNumber: 'D10001', customerId: 'cus-nl-0001', issueNumber: own.number, issueId: own.id, invoices: numbers.map((number) => ({ number })) });
      const unknownIssue = await link({ customerNumber: 'D10001', invoiceNumbers: [], issueNumber: 'IS-99999' });
      expect(problemOf(unknownIssue.body)).toMatchObject({ status: 422, errors: [{ field: 'issueNumber' }] });
      const otherCustomersIssue = await link({ customerNumber: 'D10001', invoiceNumbers: [], issueNumber: foreignIssue.number });
      expect(problemOf(otherCustomersIssue.body)).toMatchObject({ status: 422, errors: [{ field: 'issueNumber' }] });
      // Invoices of one customer link that customer too.
      expect((await link({ customerNumber: null, invoiceNumbers: [numbers[0]], issueNumber: null })).body).toMatchObject({ customerNumber: 'D10001', issueNumber: null });
      expect((await link({ customerNumber: null, invoiceNumbers: [], issueNumber: null })).body).toMatchObject({ customerNumber: null, customerId: null, invoices: [] });

      const unknownCustomer = await link({ customerNumber: 'D99999', invoiceNumbers: [], issueNumber: null });
      expect(unknownCustomer.status).toBe(422);
      expect(problemOf(unknownCustomer.body).errors?.[0]?.field).toBe('customerNumber');
      const unknownInvoice = await link({ customerNumber: null, invoiceNumbers: ['1999-99999'], issueNumber: null });
      expect(problemOf(unknownInvoice.body)).toMatchObject({ status: 422, errors: [{ field: 'invoiceNumbers' }] });
      const foreign = await link({ customerNumber: 'D10001', invoiceNumbers: [other.items[0]?.number], issueNumber: null });
      expect(problemOf(foreign.body)).toMatchObject({ status: 422, detail: expect.stringContaining('is not of customer D10001') });
      const mixed = await link({ customerNumber: null, invoiceNumbers: [numbers[0], other.items[0]?.number], issueNumber: null });
      expect(problemOf(mixed.body).errors?.[0]?.field).toBe('customerNumber');
      // A GB customer number is not one of this administration.
      expect((await link({ customerNumber: 'C10001', invoiceNumbers: [], issueNumber: null })).status).toBe(422);
      expect((await link({ customerNumber: null, invoiceNumbers: [], issueNumber: '' })).status).toBe(400);
      expect((await call('PUT', `${MAILBOX}/mail-nl-99999/links`, withIfMatch('"v1"', json({ customerNumber: null, invoiceNumbers: [], issueNumber: null })))).status).toBe(404);
    });

    it('gives no issue data through the mailbox to a member without Manage_Issues: no search, no new link, no issue id', async () => {
      const sanne = bearer((await mock.issueTokens('usr-sanne')).access_token);
      const issue = mock.store.db.issues.all().find((i) => i.administrationId === NL)!;
      const customer = mock.store.db.customers.findFirst((q) => q.where({ id: issue.customerId }))!;
      const search = await call('GET', `${MAILBOX.replace('/messages', '')}/link-targets?kind=issue&q=IS&customer-id=${customer.id}`, sanne);
      expect(search.status).toBe(403);
      const found = await call('GET', `${MAILBOX.replace('/messages', '')}/link-targets?kind=issue&q=IS&customer-id=${customer.id}`);
      expect(found.status).toBe(200);
      expect((found.body as { items: { number: string }[] }).items.map((i) => i.number)).toContain(issue.number);

      const target = (await page(api, 'per-page=200')).items.find((m) => m.invoices.length === 0 && !m.completed && m.issueNumber === null)!;
      const etag = (await message(api, target.id)).etag;
      const refused = await call('PUT', `${MAILBOX}/${target.id}/links`, withIfMatch(etag, json({ customerNumber: customer.number, invoiceNumbers: [], issueNumber: issue.number }, sanne)));
      expect(refused.status).toBe(403);
      expect((await message(api, target.id)).issueNumber).toBeNull();
      // Linked by Anna, the message keeps its issue when Sanne changes its other links, and she is not given its id.
      const linked = await call('PUT', `${MAILBOX}/${target.id}/links`, withIfMatch(etag, json({ customerNumber: customer.number, invoiceNumbers: [], issueNumber: issue.number })));
      expect(linked.body).toMatchObject({ issueNumber: issue.number, issueId: issue.id });
      const kept = await call('PUT', `${MAILBOX}/${target.id}/links`, withIfMatch((linked.body as MailboxMessage).etag, json({ customerNumber: customer.number, invoiceNumbers: [], issueNumber: issue.number }, sanne)));
      expect(kept.status).toBe(200);
      expect(kept.body).not.toHaveProperty('issueId');
      expect((await call('GET', `${MAILBOX}/${target.id}`, sanne)).body).not.toHaveProperty('issueId');
    });

    it('links only against the version shown: If-Match with the etag, 412 with the message as it is now, 428 without', async () => {
      const target = (await page(api, 'per-page=200')).items.find((m) => m.invoices.length === 0 && !m.completed);
      if (!target) throw new Error('the seed has unlinked messages');
      const loaded = await call('GET', `${MAILBOX}/${target.id}`);
      const shown = loaded.body as MailboxMessage;
      expect(shown.etag).toMatch(/^"v\d+"$/);
      expect(loaded.response.headers.get('ETag')).toBe(shown.etag);
      const body = { customerNumber: 'D10001', invoiceNumbers: [], issueNumber: null };
      const linked = await call('PUT', `${MAILBOX}/${target.id}/links`, withIfMatch(shown.etag, json(body)));
      expect(linked.status).toBe(200);
      const saved = linked.body as MailboxMessage;
      expect(saved.etag).not.toBe(shown.etag);
      expect(linked.response.headers.get('ETag')).toBe(saved.etag);
      // A colleague who opened it before: nothing overwritten, the message as it is now.
      const stale = await call('PUT', `${MAILBOX}/${target.id}/links`, withIfMatch(shown.etag, json({ ...body, customerNumber: 'D10002' })));
      expect(stale.status).toBe(412);
      expect(stale.body).toMatchObject({ etag: saved.etag, current: { id: target.id, customerNumber: 'D10001', etag: saved.etag } });
      expect((await message(api, target.id)).customerNumber).toBe('D10001');
      expect((await call('PUT', `${MAILBOX}/${target.id}/links`, json(body))).status).toBe(428);
      // A status change is a new version too.
      await call('PUT', `${MAILBOX}/${target.id}/status`, json({ status: 'unread' }));
      expect((await call('PUT', `${MAILBOX}/${target.id}/links`, withIfMatch(saved.etag, json(body)))).status).toBe(412);
    });

    it('files an incoming attachment to the linked customer or invoice: named as an upload, once per Idempotency-Key, with the documents permission too', async () => {
      const base64 = (text: string) => Buffer.from(text, 'latin1').toString('base64');
      const inbound = (body: unknown) => fetch(`${BASE}/__mock/inbound`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const arrived = await inbound({
        administrationId: NL,
        senderName: 'Bakkerij De Gouden Korenaar',
        senderEmail: 'debiteuren@goudenkorenaar.nl',
        subject: 'Betaling',
        body: '<p>Zie bijlage.</p>',
        attachments: [
          { fileName: 'Betaalbewijs.pdf.hta', declaredType: 'application/hta', base64: Buffer.from(simplePdf(['Betaalbewijs'])).toString('base64') },
          { fileName: 'factuur.html', declaredType: 'text/plain', base64: base64('Factuur 2026-00412 is betaald.') },
          { fileName: 'kapot.pdf', declaredType: 'application/pdf', base64: base64('%PDF-1.7\n1 0 obj\n') },
        ],
      });
      const { id } = (await arrived.json()) as { id: string };
      const [pdf, html, broken] = (await message(api, id)).attachments;
      const filings = (attachmentId: string) => `${MAILBOX}/${id}/attachments/${attachmentId}/filings`;
      const file = (attachmentId: string, body: unknown, idempotencyKey = key(), token?: string) =>
        call('POST', filings(attachmentId), json(body, { headers: { 'Idempotency-Key': idempotencyKey, ...(token ? { Authorization: `Bearer ${token}` } : {}) } }));

      // Not linked yet: neither the customer nor an invoice can be named.
      expect(problemOf((await file(pdf!.id, { target: 'customer' })).body).errors?.map((e) => e.field)).toEqual(['target']);
      const invoice = ((await call('GET', `/administrations/${NL}/invoices?per-page=1&customer-id=cus-nl-0001`)).body as { items: { id: string; number: string }[] }).items[0]!;
      const version = (await message(api, id)).etag;
      expect((await call('PUT', `${MAILBOX}/${id}/links`, withIfMatch(version, json({ customerNumber: 'D10001', invoiceNumbers: [invoice.number], issueNumber: null })))).status).toBe(200);

      // To the customer: a copy among its attachments, named and typed from its content, uploaded by the caller.
      const idempotencyKey = key();
      const toCustomer = await file(pdf!.id, { target: 'customer' }, idempotencyKey);
      expect(toCustomer.status).toBe(201);
      const filed = toCustomer.body as { id: string; fileName: string; contentType: string; uploadedBy: { id: string } };
      expect(filed).toMatchObject({ fileName: 'Betaalbewijs.pdf', contentType: 'application/pdf', uploadedBy: { id: 'usr-anna' } });
      const listed = (await call('GET', `/administrations/${NL}/customers/cus-nl-0001/attachments`)).body as { items: { id: string }[] };
      expect(listed.items.map((a) => a.id)).toContain(filed.id);
      const download = await call('GET', `/administrations/${NL}/customers/cus-nl-0001/attachments/${filed.id}`);
      expect(download.response.headers.get('Content-Type')).toBe('application/pdf');
      // The same key again: the same attachment, not a second copy; another request under it: 422.
      expect((await file(pdf!.id, { target: 'customer' }, idempotencyKey)).body).toEqual(filed);
      const after = (await call('GET', `/administrations/${NL}/customers/cus-nl-0001/attachments`)).body as { items: { fileName: string }[] };
      expect(after.items.filter((a) => a.fileName === 'Betaalbewijs.pdf')).toHaveLength(1);
      expect((await file(html!.id, { target: 'customer' }, idempotencyKey)).status).toBe(422);
      expect((await call('POST', filings(pdf!.id), json({ target: 'customer' }))).status).toBe(400);

      // To the linked invoice: the .html a sender called text is filed as plain text, never as .html.
      const toInvoice = await file(html!.id, { target: 'invoice', invoiceId: invoice.id });
      expect(toInvoice.status).toBe(201);
      expect(toInvoice.body).toMatchObject({ fileName: 'factuur.txt', contentType: 'text/plain' });
      const onInvoice = (await call('GET', `/administrations/${NL}/invoices/${invoice.id}/attachments`)).body as { items: { fileName: string }[] };
      expect(onInvoice.items.map((a) => a.fileName)).toContain('factuur.txt');
      // Only an invoice the message is linked to; an unknown attachment is 404.
      const other = ((await call('GET', `/administrations/${NL}/invoices?per-page=1&customer-id=cus-nl-0002`)).body as { items: { id: string }[] }).items[0]!;
      expect(problemOf((await file(pdf!.id, { target: 'invoice', invoiceId: other.id })).body).errors?.map((e) => e.field)).toEqual(['invoiceId']);
      expect(problemOf((await file(pdf!.id, { target: 'invoice' })).body).errors?.map((e) => e.field)).toEqual(['invoiceId']);
      expect((await file('nope', { target: 'customer' })).status).toBe(404);
      // A file no upload would accept (a PDF without its trailer) is not filed either.
      expect((await file(broken!.id, { target: 'customer' })).status).toBe(415);
      expect((await file(pdf!.id, { target: 'contact' })).status).toBe(400);

      // Sanne keeps the mailbox but may not open documents: she cannot file one either.
      const { access_token: sanne } = await api.mock.issueTokens('usr-sanne');
      const refused = await file(pdf!.id, { target: 'customer' }, key(), sanne);
      expect(refused.status).toBe(403);
      expect(problemOf(refused.body).detail).toMatch(/Manage_Documents/);
      // Pieter, without the mailbox permission, is refused.
      const { access_token: pieter } = await api.mock.issueTokens('usr-pieter');
      expect((await file(pdf!.id, { target: 'customer' }, key(), pieter)).status).toBe(403);
    });

    it('finds customers and invoices to link to for the mailbox permission alone, answering id, number and name only', async () => {
      const targets = (query: string, token?: string) => call('GET', `/administrations/${NL}/mailbox/link-targets?${query}`, token ? bearer(token) : {});
      // Sanne keeps the mailbox without reading customers: the customers list refuses her, this search does not.
      const { access_token: sanne } = await api.mock.issueTokens('usr-sanne');
      expect((await call('GET', `/administrations/${NL}/customers?per-page=1`, bearer(sanne))).status).toBe(403);
      const byNumber = await targets('kind=customer&q=d1000', sanne);
      expect(byNumber.status).toBe(200);
      const customers = (byNumber.body as MailboxLinkTargetList).items;
      expect(customers.length).toBeGreaterThan(0);
      expect(customers.length).toBeLessThanOrEqual(10);
      expect(customers.every((c) => c.number.toLowerCase().includes('d1000'))).toBe(true);
      expect(Object.keys(customers[0]!).sort()).toEqual(['id', 'name', 'number']);
      const first = customers.find((c) => c.id === 'cus-nl-0001')!;
      expect(first.number).toBe('D10001');
      const byName = (await targets(`kind=customer&q=${encodeURIComponent(first.name.slice(0, 8).toUpperCase())}`, sanne)).body as MailboxLinkTargetList;
      expect(byName.items.map((c) => c.id)).toContain(first.id);
      // Invoices by number, of one customer if asked, named by their customer.
      const invoiceNumber = ((await call('GET', `/administrations/${NL}/invoices?per-page=1&customer-id=cus-nl-0001`)).body as { items: { id: string; number: string }[] }).items[0]!;
      const invoices = (await targets(`kind=invoice&q=${invoiceNumber.number}&customer-id=cus-nl-0001`, sanne)).body as MailboxLinkTargetList;
      expect(invoices.items).toEqual([{ id: invoiceNumber.id, number: invoiceNumber.number, name: first.name }]);
      const prefix = invoiceNumber.number.slice(0, 6);
      const ofOthers = (await targets(`kind=invoice&q=${prefix}&customer-id=cus-nl-0002`, sanne)).body as MailboxLinkTargetList;
      expect(ofOthers.items.map((i) => i.id)).not.toContain(invoiceNumber.id);
      // Another administration's records are not found here.
      expect(((await targets('kind=customer&q=C1000')).body as MailboxLinkTargetList).items).toEqual([]);
      expect((await targets('kind=customer&q=')).status).toBe(400);
      expect((await targets('kind=contact&q=d1')).status).toBe(400);
      // Pieter, without the mailbox permission, is refused.
      const { access_token: pieter } = await api.mock.issueTokens('usr-pieter');
      expect((await targets('kind=customer&q=d1', pieter)).status).toBe(403);
    });
  },
  PINNED,
);
