import type {
  AdministrationList,
  Arrangement,
  ContactList,
  ContentSettings,
  Customer,
  HeaderFooter,
  Invoice,
  BatchEmailPage,
  Call,
  CallContext,
  CallPage,
  ComposerContext,
  Email,
  EmailPage,
  Letter,
  LetterPage,
  MessageBatchPage,
  MessagePreview,
  StyleSettings,
  Template,
  TemplateList,
} from '#api/generated/model/index';
import { collectionCosts } from '#lib/collection-costs';
import { administrationDetailFacts, renderMessage, type MessageFacts } from '#lib/message-render';
import { postalAddressLine } from '#lib/postal-address';
import { SEED_TOKENS } from '../node';
import { bearer, contractSuite, json, type ContractApi } from './harness';
import { fromBase64 } from '../accounts/password-hash';
import { pdfString } from '../media/pdf';
import { seedLogoImages } from '../seed/administration-setup';
import { templateBody, templateKinds } from '../seed/catalogue';
import { GB, NL, PINNED, problemOf, upload, withIfMatch } from './test-helpers';

const A = `/administrations/${NL}`;
const key = () => `test-${crypto.randomUUID()}`;
const withKey = (body: unknown, idempotencyKey = key()) => json(body, { headers: { 'Idempotency-Key': idempotencyKey } });

async function get<T>({ call }: ContractApi, path: string): Promise<T> {
  const answer = await call('GET', path);
  expect(answer.status, path).toBe(200);
  return answer.body as T;
}

/** A customer with an e-mail address and something outstanding, as the composer sees it. */
async function composerCustomer(api: ContractApi): Promise<ComposerContext> {
  for (const id of ['cus-nl-0001', 'cus-nl-0002', 'cus-nl-0003', 'cus-nl-0004', 'cus-nl-0005', 'cus-nl-0006']) {
    const context = await get<ComposerContext>(api, `${A}/communication/customers/${id}`);
    if (context.customer.email && context.invoices.length > 0) return context;
  }
  throw new Error('no seeded customer with an e-mail address and an open invoice');
}

async function emailTemplate(api: ContractApi): Promise<Template> {
  for (const { id } of (await get<TemplateList>(api, `${A}/templates`)).items) {
    const template = await get<Template>(api, `${A}/templates/${id}`);
    if (template.media.includes('email') && template.hml.includes('{{invoice.number}}')) return template;
  }
  throw new Error('no seeded e-mail template with an invoice number');
}

contractSuite('communication', (api) => {
    const { call, mock } = api;

    it("prints a customer's address in its country's order: a British one as the Royal Mail writes it", async () => {
      const context = await get<ComposerContext>(api, `/administrations/${GB}/communication/customers/cus-gb-0001`);
      // "164 Mill Lane, York, YO1 4KG": the number before the street, the postcode after the town,
      // and no country line at home.
      expect(context.customer.address).toMatch(/^\d{1,3} [A-Z][A-Za-z ]+, [A-Z][A-Za-z' -]+, [A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/);
    });

    it('seeds a few hundred sent items in both administrations, in several languages, paged and sorted newest first', async () => {
      const emails = await get<EmailPage>(api, `${A}/emails?per-page=1000`);
      const letters = await get<LetterPage>(api, `${A}/letters?per-page=1000`);
      const calls = await get<CallPage>(api, `${A}/calls?per-page=1000`);
      expect(emails.total).toBe(150);
      expect(letters.total).toBe(60);
      expect(calls.total).toBe(80);
      expect(new Set(emails.items.map((e) => e.language)).size).toBeGreaterThan(1);
      expect(new Set(emails.items.map((e) => e.customer.id)).size).toBeGreaterThan(30);
      const dates = emails.items.map((e) => e.sentAt);
      expect(dates).toEqual([...dates].sort().reverse());
      const statuses = new Set(emails.items.map((e) => e.status));
      for (const status of ['delivered', 'opened', 'bounced']) expect(statuses).toContain(status);
      expect(new Set(letters.items.map((l) => l.status))).toEqual(new Set(['printed', 'posted']));
      const gb = await get<EmailPage>(api, `/administrations/${GB}/emails?per-page=5`);
      expect(gb.total).toBe(150);
      expect(gb.items.every((e) => e.customer.id.startsWith('cus-gb-'))).toBe(true);
    });

    it('filters, searches and sorts the sent lists; invalid queries are 400', async () => {
      const bounced = await get<EmailPage>(api, `${A}/emails?status=bounced&status=opened&per-page=1000`);
      expect(bounced.items.every((e) => e.status === 'bounced' || e.status === 'opened')).toBe(true);
      const [one] = bounced.items;
      const ofCustomer = await get<EmailPage>(api, `${A}/emails?customer-id=${one!.customer.id}&per-page=1000`);
      expect(ofCustomer.items.every((e) => e.customer.id === one!.customer.id)).toBe(true);
      const searched = await get<EmailPage>(api, `${A}/emails?search-field=customer-name&search-value=${encodeURIComponent(one!.customer.name.slice(0, 6))}`);
      expect(searched.items.some((e) => e.customer.id === one!.customer.id)).toBe(true);
      const ranged = await get<EmailPage>(api, `${A}/emails?sent-at-from=2026-11-01&sent-at-to=2026-11-10&per-page=1000`);
      expect(ranged.items.every((e) => e.sentAt >= '2026-11-01' && e.sentAt < '2026-11-11')).toBe(true);
      const bySubject = (await get<LetterPage>(api, `${A}/letters?sort-by=subject&sort-order=asc&per-page=100`)).items.map((l) => l.subject);
      expect(bySubject).toEqual([...bySubject].sort((a, b) => a.localeCompare(b, 'nl', { sensitivity: 'base', numeric: true })));
      const promised = await get<CallPage>(api, `${A}/calls?outcome=promise-to-pay&sort-by=duration&per-page=100`);
      expect(promised.items.every((c) => c.outcome === 'promise-to-pay')).toBe(true);
      expect(promised.items.map((c) => c.durationSeconds)).toEqual(promised.items.map((c) => c.durationSeconds).sort((a, b) => b - a));
      expect((await call('GET', `${A}/emails?status=lost`)).status).toBe(400);
      expect((await call('GET', `${A}/letters?sent-at-from=2026-11-10&sent-at-to=2026-11-01`)).status).toBe(400);
      expect((await call('GET', `${A}/calls?sort-by=mood`)).status).toBe(400);
      expect((await call('GET', `${A}/email-batches?per-page=0`)).status).toBe(400);
      expect((await call('GET', `${A}/letter-batches?sort-by=colour`)).status).toBe(400);
      expect((await call('GET', `${A}/email-batches/ebt-nl-001/emails?status=lost`)).status).toBe(400);
      expect((await call('GET', `${A}/letter-batches/lbt-nl-001/letters?status=lost`)).status).toBe(400);
    });

    it("lists a record's communication: what names an invoice, what a super debtor's members got now", async () => {
      type Listed = { items: { id: string; customer: { id: string }; invoiceNumbers: string[] }[]; total: number };
      const { db } = mock.store;
      // An invoice some of its customer's messages name and others do not: the filter must tell them apart.
      const invoice = db.invoices
        .all()
        .filter((i) => i.administrationId === NL)
        .find((i) => {
          const ofCustomer = db.emails.all().filter((e) => e.customerId === i.customerId);
          const about = ofCustomer.filter((e) => e.invoiceIds.includes(i.id));
          return about.length > 0 && about.length < ofCustomer.length;
        })!;
      expect(invoice).toBeDefined();
      for (const [list, records] of [['emails', db.emails.all()], ['letters', db.letters.all()], ['calls', db.calls.all()]] as const) {
        const expected = records.filter((r) => r.invoiceIds.includes(invoice.id)).map((r) => r.id).sort();
        const about = await get<Listed>(api, `${A}/${list}?invoice-id=${invoice.id}&per-page=1000`);
        expect(about.items.map((item) => item.id).sort(), list).toEqual(expected);
        expect(about.items.every((item) => item.invoiceNumbers.includes(invoice.number) && item.customer.id === invoice.customerId), list).toBe(true);
      }
      const ofCustomer = await get<EmailPage>(api, `${A}/emails?customer-id=${invoice.customerId}&per-page=1000`);
      expect((await get<EmailPage>(api, `${A}/emails?invoice-id=${invoice.id}&per-page=1000`)).total).toBeLessThan(ofCustomer.total);

      const members = ((await call('GET', `${A}/super-debtors/sd-nl-02/members?per-page=1000`)).body as { items: { id: string }[] }).items.map((m) => m.id);
      expect(members.length).toBeGreaterThan(1);
      for (const list of ['emails', 'letters', 'calls']) {
        const group = await get<Listed>(api, `${A}/${list}?super-debtor-id=sd-nl-02&per-page=1000`);
        const all = await get<Listed>(api, `${A}/${list}?per-page=1000`);
        expect(group.total, list).toBeGreaterThan(0);
        expect(group.total, list).toBe(all.items.filter((item) => members.includes(item.customer.id)).length);
        expect(group.total, list).toBeLessThan(all.total);
      }
      // Membership is read per request: a customer that leaves the group takes its messages along.
      const [leaving] = (await get<EmailPage>(api, `${A}/emails?super-debtor-id=sd-nl-02&per-page=1`)).items;
      const before = (await get<EmailPage>(api, `${A}/emails?super-debtor-id=sd-nl-02&per-page=1000`)).total;
      const own = (await get<EmailPage>(api, `${A}/emails?customer-id=${leaving!.customer.id}&per-page=1000`)).total;
      expect((await call('DELETE', `${A}/super-debtors/sd-nl-02/members/${leaving!.customer.id}`)).status).toBe(204);
      expect((await get<EmailPage>(api, `${A}/emails?super-debtor-id=sd-nl-02&per-page=1000`)).total).toBe(before - own);
      // Filters combine; an unknown record has nothing; another administration's group matches nothing here.
      expect((await get<EmailPage>(api, `${A}/emails?super-debtor-id=sd-nl-04&customer-id=${leaving!.customer.id}`)).total).toBe(0);
      expect((await get<CallPage>(api, `${A}/calls?invoice-id=inv-nl-999999`)).total).toBe(0);
      expect((await get<LetterPage>(api, `${A}/letters?super-debtor-id=sd-gb-01`)).total).toBe(0);
      expect((await call('GET', `${A}/emails?invoice-id=${'x'.repeat(65)}`)).status).toBe(400);
    });

    it('reads one e-mail, letter (with its PDF) and call; unknown ones are 404', async () => {
      const [summary] = (await get<EmailPage>(api, `${A}/emails?per-page=1`)).items;
      const email = await get<Email>(api, `${A}/emails/${summary!.id}`);
      expect(email.html).toContain('<p>');
      const [letterSummary] = (await get<LetterPage>(api, `${A}/letters?per-page=1`)).items;
      const letter = await get<Letter>(api, `${A}/letters/${letterSummary!.id}`);
      const pdf = await call('GET', `${A}/letters/${letter.id}/pdf`);
      expect(pdf.status).toBe(200);
      expect(new TextDecoder().decode((pdf.body as Uint8Array).slice(0, 5))).toBe('%PDF-');
      const [callSummary] = (await get<CallPage>(api, `${A}/calls?per-page=1`)).items;
      expect((await get<Call>(api, `${A}/calls/${callSummary!.id}`)).id).toBe(callSummary!.id);
      for (const path of [`${A}/emails/nope`, `${A}/letters/nope`, `${A}/letters/nope/pdf`, `${A}/calls/nope`, `${A}/communication/customers/nope`, `${A}/email-batches/nope/emails`, `${A}/letter-batches/nope/letters`]) {
        expect((await call('GET', path)).status, path).toBe(404);
      }
    });

    it('lists batches with their status counts, and a batch with its own items only', async () => {
      const batches = await get<MessageBatchPage>(api, `${A}/email-batches`);
      expect(batches.total).toBe(8);
      const [batch] = batches.items;
      const page = await get<BatchEmailPage>(api, `${A}/email-batches/${batch!.id}/emails?per-page=1000`);
      expect(page.batch).toEqual(batch);
      expect(page.total).toBe(batch!.size);
      expect(page.items.every((e) => e.batchId === batch!.id)).toBe(true);
      const counted = Object.values(batch!.statusCounts).reduce((a, b) => a + b, 0);
      expect(counted).toBe(batch!.size);
      const letterBatches = await get<MessageBatchPage>(api, `${A}/letter-batches?sort-by=name&search-value=${encodeURIComponent('brief')}`);
      expect(letterBatches.total).toBe(4);
      const letters = await get<LetterPage>(api, `${A}/letter-batches/${letterBatches.items[0]!.id}/letters`);
      expect(letters.items.every((l) => l.batchId === letterBatches.items[0]!.id)).toBe(true);
    });

    it('generates a preview from a template with the invoices filled in, and refuses what does not fit', async () => {
      const context = await composerCustomer(api);
      const template = await emailTemplate(api);
      const invoice = context.invoices[0]!;
      const answer = await call('POST', `${A}/communication/previews`, json({ media: 'email', templateId: template.id, customerId: context.customer.id, invoiceIds: [invoice.id] }));
      expect(answer.status).toBe(200);
      const preview = answer.body as MessagePreview;
      expect(preview.html).toContain(invoice.number);
      expect(preview.html).not.toContain('{{invoice.number}}');
      expect(preview.id).toMatch(/^gen-/);

      const other = (await get<ComposerContext>(api, `${A}/communication/customers/cus-nl-0010`)).invoices[0];
      if (other && other.id !== invoice.id) {
        const foreign = await call('POST', `${A}/communication/previews`, json({ media: 'email', templateId: template.id, customerId: context.customer.id, invoiceIds: [other.id] }));
        expect(foreign.status).toBe(422);
      }
      const templates = await Promise.all((await get<TemplateList>(api, `${A}/templates`)).items.map(({ id }) => get<Template>(api, `${A}/templates/${id}`)));
      const noLetter = templates.find((t) => !t.media.includes('letter'))!;
      expect((await call('POST', `${A}/communication/previews`, json({ media: 'letter', templateId: noLetter.id, customerId: context.customer.id, invoiceIds: [] }))).status).toBe(422);
      expect((await call('POST', `${A}/communication/previews`, json({ media: 'fax', templateId: template.id, customerId: context.customer.id, invoiceIds: [] }))).status).toBe(400);
    });

    it('sends an e-mail once per Idempotency-Key: the same key and body answer the first e-mail again, another body is 422', async () => {
      const context = await composerCustomer(api);
      const before = (await get<EmailPage>(api, `${A}/emails?customer-id=${context.customer.id}&per-page=1000`)).total;
      const body = { customerId: context.customer.id, invoiceIds: [context.invoices[0]!.id], templateId: null, previewId: null, to: context.customer.email, cc: [], subject: 'Herinnering', html: '<p>Graag betalen.</p>', attachmentIds: [] };
      const sharedKey = key();
      const first = await call('POST', `${A}/emails`, withKey(body, sharedKey));
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ status: 'queued', to: context.customer.email, sentBy: { id: 'usr-anna' } });
      const again = await call('POST', `${A}/emails`, withKey(body, sharedKey));
      expect(again.body).toEqual(first.body);
      const after = await get<EmailPage>(api, `${A}/emails?customer-id=${context.customer.id}&per-page=1000`);
      expect(after.total).toBe(before + 1);
      expect(after.items[0]?.id).toBe((first.body as Email).id);

      const changed = await call('POST', `${A}/emails`, withKey({ ...body, subject: 'Another' }, sharedKey));
      expect(changed.status).toBe(422);
      expect(problemOf(changed.body).detail).toContain('already used');
      expect((await get<EmailPage>(api, `${A}/emails?customer-id=${context.customer.id}&per-page=1000`)).total).toBe(before + 1);

      expect((await call('POST', `${A}/emails`, json(body))).status).toBe(400);
      expect((await call('POST', `${A}/emails`, withKey({ ...body, to: 'not-an-address' }))).status).toBe(400);
      expect((await call('POST', `${A}/emails`, withKey({ ...body, attachmentIds: ['att-nope'] }))).status).toBe(422);
      expect(mock.store.db.emails.count()).toBe(301);
    });

    it('a file or a customer\'s data never leaves past the permission that guards it: Sanne (Manage_Messages, neither Manage_Documents nor Manage_Customers) sees no files and cannot attach one or write to another address', async () => {
      const sanne = (init: RequestInit = {}) => bearer(SEED_TOKENS.sanne.access, init);
      const sanneWithKey = (body: unknown) => sanne({ method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key() } });
      // A customer with a file and an e-mail address, as Anna (who may read files) sees it.
      let context: ComposerContext | undefined;
      for (let n = 1; n <= 100 && !context; n += 1) {
        const found = await get<ComposerContext>(api, `${A}/communication/customers/cus-nl-${String(n).padStart(4, '0')}`);
        if (found.attachments.length > 0 && found.customer.email && found.invoices.length > 0) context = found;
      }
      if (!context) throw new Error('no seeded customer with a file, an e-mail address and an open invoice');
      const path = `${A}/communication/customers/${context.customer.id}`;

      const seen = await call('GET', path, sanne());
      expect(seen.status).toBe(200);
      expect((seen.body as ComposerContext).attachments).toEqual([]);
      expect((seen.body as ComposerContext).customer.email).toBe(context.customer.email);

      const file = context.attachments[0]!;
      expect((await call('GET', `${A}/customers/${context.customer.id}/attachments/${file.id}`, sanne())).status).toBe(403);
      const body = { customerId: context.customer.id, invoiceIds: [context.invoices[0]!.id], templateId: null, previewId: null, to: context.customer.email, cc: [], subject: 'Herinnering', html: '<p>Graag betalen.</p>', attachmentIds: [file.id] };
      const before = mock.store.db.emails.count();

      const withFile = await call('POST', `${A}/emails`, sanneWithKey(body));
      expect(withFile.status).toBe(403);
      expect(problemOf(withFile.body).errors?.[0]?.field).toBe('attachmentIds');
      const outside = await call('POST', `${A}/emails`, sanneWithKey({ ...body, attachmentIds: [], to: 'someone@evil.example' }));
      expect(outside.status).toBe(403);
      expect(problemOf(outside.body).detail).toContain('someone@evil.example is not an address of');
      const outsideCc = await call('POST', `${A}/emails`, sanneWithKey({ ...body, attachmentIds: [], cc: ['someone@evil.example'] }));
      expect(outsideCc.status).toBe(403);
      expect(mock.store.db.emails.count()).toBe(before);

      // To the customer's own address, without a file, she can write.
      const allowed = await call('POST', `${A}/emails`, sanneWithKey({ ...body, attachmentIds: [], to: context.customer.email!.toUpperCase() }));
      expect(allowed.status).toBe(200);
      expect(allowed.body).toMatchObject({ sentBy: { id: 'usr-sanne' } });
      // Anna (Manage_Documents and Manage_Customers) may attach the file and write to another address.
      const anna = await call('POST', `${A}/emails`, withKey({ ...body, to: 'boekhouding@accountant.example' }));
      expect(anna.status).toBe(200);
      expect((anna.body as Email).attachments.map((a) => a.id)).toEqual([file.id]);
    });

    it('sends letters and text messages and logs calls, each once per key', async () => {
      const context = await composerCustomer(api);
      const letterBody = { customerId: context.customer.id, invoiceIds: [], templateId: null, previewId: null, subject: 'Aanmaning', html: '<p>Aanmaning</p>' };
      const letterKey = key();
      const letter = await call('POST', `${A}/letters`, withKey(letterBody, letterKey));
      expect(letter.status).toBe(200);
      expect((letter.body as Letter).status).toBe('printed');
      expect((await call('POST', `${A}/letters`, withKey(letterBody, letterKey))).body).toEqual(letter.body);
      expect((await call('POST', `${A}/letters`, withKey({ ...letterBody, previewId: 'gen-unknown' }))).status).toBe(422);
      expect((await call('POST', `${A}/letters`, withKey({ ...letterBody, subject: '' }))).status).toBe(400);

      const text = { channel: 'whatsapp', customerId: context.customer.id, invoiceIds: [], templateId: null, previewId: null, phoneNumber: '+31 6 1234 5678', text: 'Factuur staat open.' };
      const textKey = key();
      const sent = await call('POST', `${A}/text-messages`, withKey(text, textKey));
      expect(sent.status).toBe(200);
      expect((await call('POST', `${A}/text-messages`, withKey(text, textKey))).body).toEqual(sent.body);
      expect(mock.store.db.textMessages.count()).toBe(1);
      expect((await call('POST', `${A}/text-messages`, withKey({ ...text, phoneNumber: '0612345678' }))).status).toBe(400);
      expect((await call('POST', `${A}/text-messages`, withKey({ ...text, templateId: 'tpl-nope' }))).status).toBe(422);

      const logged = { customerId: context.customer.id, invoiceIds: [], contactName: null, phoneNumber: '+31 6 1234 5678', direction: 'outgoing', at: '2026-11-20T08:30:00Z', durationSeconds: 120, outcome: 'promise-to-pay', notes: 'Betaalt vrijdag.', promise: { amount: '250', date: '2026-11-27' } };
      const callKey = key();
      const first = await call('POST', `${A}/calls`, withKey(logged, callKey));
      expect(first.status).toBe(200);
      expect((await call('POST', `${A}/calls`, withKey(logged, callKey))).body).toEqual(first.body);
      expect((await get<CallPage>(api, `${A}/calls?per-page=1`)).items[0]?.id).toBe((first.body as Call).id);
      expect((await call('POST', `${A}/calls`, withKey({ ...logged, at: '2027-01-01T00:00:00Z' }))).status).toBe(422);
      expect((await call('POST', `${A}/calls`, withKey({ ...logged, outcome: 'maybe' }))).status).toBe(400);
      // A promise to pay keeps what was promised and makes its check-payment task (mocks/contract/tasks.test.ts follows it).
      expect(first.body).toMatchObject({ promise: { amount: '250.00', currency: 'EUR', date: '2026-11-27' }, taskId: expect.any(String) });
      expect((await call('POST', `${A}/calls`, withKey({ ...logged, promise: null }))).status).toBe(422);
    });

    it('tells the call panel whom it can call at a customer and about which invoices, with Manage_Calls alone', async () => {
      const db = mock.store.db;
      const customer = db.customers.findMany((q) => q.where({ administrationId: NL })).find((c) => db.contacts.findMany((q) => q.where({ customerId: c.id })).some((k) => k.phone))!;
      const context = await get<CallContext>(api, `${A}/calls/customers/${customer.id}`);
      expect(context.customer).toEqual({ id: customer.id, number: customer.number, name: customer.name, phone: customer.phone ?? null });
      expect(context.contacts.length).toBeGreaterThan(0);
      expect(context.contacts.every((c) => c.phone.length > 0)).toBe(true);
      expect(context.invoices.every((i) => i.outstanding.currency === 'EUR')).toBe(true);
      // Sanne logs calls without Manage_Customers: she reads this, not the contacts list.
      const { access_token: sanne } = await mock.issueTokens('usr-sanne');
      expect((await call('GET', `${A}/calls/customers/${customer.id}`, bearer(sanne))).status).toBe(200);
      expect((await call('GET', `${A}/customers/${customer.id}/contacts`, bearer(sanne))).status).toBe(403);
      expect((await call('GET', `${A}/calls/customers/cus-nope`)).status).toBe(404);
    });

    it('previews a letter with its letterhead: the header and footer filled by the one renderer, and the page geometry', async () => {
      const context = await get<ComposerContext>(api, `${A}/communication/customers/cus-nl-0001`);
      const templates = await Promise.all((await get<TemplateList>(api, `${A}/templates?per-page=100`)).items.map(({ id }) => get<Template>(api, `${A}/templates/${id}`)));
      const template = templates.find((t) => t.media.includes('letter') && t.media.includes('email') && t.headerFooterId)!;
      expect(template, 'a letter template with a header and footer').toBeDefined();
      const record = (await get<{ items: HeaderFooter[] }>(api, `${A}/headers-footers`)).items.find((r) => r.id === template.headerFooterId)!;
      const body = { templateId: template.id, customerId: context.customer.id, invoiceIds: context.invoices.slice(0, 1).map((i) => i.id) };

      const letter = (await call('POST', `${A}/communication/previews`, json({ ...body, media: 'letter' }))).body as MessagePreview;
      const { id: _id, etag: _etag, ...layout } = record;
      const facts = { language: context.customer.language, currency: 'EUR', values: { 'customer.name': context.customer.name, 'customer.address': context.customer.address }, invoices: [] };
      expect(letter.letterhead).toMatchObject({ ...layout, 'header-html': expect.any(String), 'footer-html': expect.any(String) });
      // Filled as the body is: no placeholder is left, a customer's name is the customer's.
      for (const part of [letter.letterhead!['header-html'], letter.letterhead!['footer-html']]) expect(part).not.toMatch(/\{\{|data-placeholder/);
      if (record['header-html'].includes('{{customer.name}}')) expect(letter.letterhead!['header-html']).toContain(renderMessage('{{customer.name}}', facts).html);
      // The logo stays a reference to the administration's image (the preview inlines it).
      if (record['header-html'].includes('images/')) expect(letter.letterhead!['header-html']).toMatch(/src="images\//);

      const email = (await call('POST', `${A}/communication/previews`, json({ ...body, media: 'email' }))).body as MessagePreview;
      expect(email.letterhead).toBeNull();
    });

    it('previews and sends what the one renderer makes of the template for this customer, byte for byte: Dutch money and dates, one table row per invoice and a total', async () => {
      // A Dutch customer with two open invoices, the Dutch template with an invoice table.
      let context: ComposerContext | undefined;
      for (let n = 1; n <= 60 && !context; n += 1) {
        const candidate = await get<ComposerContext>(api, `${A}/communication/customers/cus-nl-${String(n).padStart(4, '0')}`);
        if (candidate.customer.email && candidate.customer.language === 'nl' && candidate.invoices.length >= 2) context = candidate;
      }
      expect(context, 'a Dutch customer with two open invoices').toBeDefined();
      const templates = await Promise.all((await get<TemplateList>(api, `${A}/templates?per-page=100`)).items.map(({ id }) => get<Template>(api, `${A}/templates/${id}`)));
      const template = templates.find((t) => t.language === 'nl' && t.media.includes('email') && t.hml.includes('<table') && t.hml.includes('{{invoice.outstandingAmount}}'))!;
      expect(template, 'a Dutch e-mail template with an invoice table').toBeDefined();
      const chosen = context!.invoices.slice(0, 2);

      // The preview path: the renderer the app's previews use, fed from what the API publishes.
      const customer = await get<Customer>(api, `${A}/customers/${context!.customer.id}`);
      const contacts = await get<ContactList>(api, `${A}/customers/${customer.id}/contacts`);
      const invoices = await Promise.all(chosen.map(({ id }) => get<Invoice>(api, `${A}/invoices/${id}`)));
      const administration = (await get<AdministrationList>(api, '/administrations')).items.find((a) => a.id === NL)!;
      const anna = (await get<{ name: string }>(api, `${A}/profile`)).name;
      const facts: MessageFacts = {
        language: customer.language,
        currency: administration.currency,
        values: {
          'customer.name': customer.name,
          'customer.number': customer.number,
          'customer.contactName': contacts.items.find((c) => c.primary)?.name ?? customer.name,
          'customer.email': customer.email,
          'customer.phone': customer.phone,
          'customer.address': postalAddressLine(customer.address, customer.language, administration.country) || null,
          'customer.outstandingBalance': { amount: customer.outstanding.amount },
          'administration.name': administration.name,
          'administration.contactPerson': anna,
          ...administrationDetailFacts(administration.contactDetails),
        },
        invoices: invoices.map((i) => ({
          number: i.number,
          date: i.issueDate,
          dueDate: i.dueDate,
          amount: i.amount.amount,
          outstanding: i.outstanding.amount,
          daysOverdue: i.daysOverdue,
          paymentLink: i.paymentLinkUrl,
        })),
      };
      const expected = renderMessage(template.hml, facts).html;

      // The send path: the API's preview, sent as it is.
      const preview = (await call('POST', `${A}/communication/previews`, json({ media: 'email', templateId: template.id, customerId: customer.id, invoiceIds: chosen.map((i) => i.id) }))).body as MessagePreview;
      const sent = await call('POST', `${A}/emails`, withKey({ customerId: customer.id, invoiceIds: chosen.map((i) => i.id), templateId: template.id, previewId: preview.id, to: customer.email, cc: [], subject: preview.subject, html: preview.html, attachmentIds: [] }));
      expect(sent.status).toBe(200);
      const stored = await get<Email>(api, `${A}/emails/${(sent.body as Email).id}`);
      expect(preview.html).toBe(expected);
      // Where to pay is the administration's own bank account, as it publishes it; a value it did not
      // keep would be said here, so the composer can warn.
      expect(preview.missingPlaceholders).toEqual(renderMessage(template.hml, facts).missing);
      expect(preview.missingPlaceholders).not.toContain('administration.iban');
      expect(stored.html).toContain(`over naar ${administration.contactDetails!.iban!} onder vermelding`);
      // As previewed, then the administration's legal line (the template signs the e-mail itself).
      const content = await get<ContentSettings>(api, `${A}/settings/content`);
      expect(stored.html).toBe(`${expected}<p style="font-size:12px;color:#6b7280">${content.legalText}</p>`);

      const nl = new Intl.NumberFormat('nl', { style: 'currency', currency: 'EUR' });
      for (const invoice of invoices) expect(stored.html).toContain(`<td>${invoice.number}</td>`);
      expect(stored.html).toContain(`<strong>${nl.format(Number(invoices[0]!.outstanding.amount) + Number(invoices[1]!.outstanding.amount))}</strong>`);
      expect(stored.html).not.toMatch(/EUR \d|\d{4}-\d{2}-\d{2}, |—/);
    });

    it("sends every e-mail with the administration's legal line, escaped; one written without a template also with its signature, unless it signs off already; a customer without a language gets the default one", async () => {
      const context = await composerCustomer(api);
      const send = async (html: string) => {
        const body = { customerId: context.customer.id, invoiceIds: [], templateId: null, previewId: null, to: context.customer.email, cc: [], subject: 'Betaling', html, attachmentIds: [] };
        const sent = await call('POST', `${A}/emails`, withKey(body));
        expect(sent.status).toBe(200);
        return sent.body as Email;
      };
      const muted = (text: string) => `<p style="font-size:12px;color:#6b7280">${text}</p>`;
      const signed = '<p>Met vriendelijke groet,<br>Afdeling debiteurenbeheer<br>Van Dijk Installatietechniek</p>';
      expect((await send('<p>Graag betalen.</p>')).html).toBe(`<p>Graag betalen.</p>${signed}${muted('Op al onze leveringen zijn onze algemene voorwaarden van toepassing.')}`);
      // The user closed the message: nothing is replaced, nothing is signed twice.
      const own = '<p>Graag betalen.</p><p>Met vriendelijke groet,<br>Anna de Vries</p>';
      expect((await send(own)).html).toBe(`${own}${muted('Op al onze leveringen zijn onze algemene voorwaarden van toepassing.')}`);

      const content = (await call('GET', `${A}/settings/content`)) as { body: ContentSettings & { etag: string } };
      const saved = await call('PUT', `${A}/settings/content`, withIfMatch(content.body.etag, json({ ...content.body, defaultLanguage: 'de', emailSignature: '', legalText: 'Terms <b>apply</b> & more' })));
      expect(saved.status).toBe(200);
      const customer = mock.store.db.customers.findFirst((q) => q.where({ id: context.customer.id }))!;
      await mock.store.db.customers.update(customer, { data: (draft) => void (draft.language = '') });
      const unsigned = await send('<p>Graag betalen.</p>');
      expect(unsigned.html).toBe(`<p>Graag betalen.</p>${muted('Terms &lt;b&gt;apply&lt;/b&gt; &amp; more')}`);
      expect(unsigned.language).toBe('de');
      // As seeded again for the tests after this one.
      await mock.store.db.customers.update(customer, { data: (draft) => void (draft.language = context.customer.language) });
      const { etag } = (await call('GET', `${A}/settings/content`)).body as { etag: string };
      expect((await call('PUT', `${A}/settings/content`, withIfMatch(etag, json(content.body)))).status).toBe(200);
    });

    it("prints a letter's PDF with the administration's logo, brand colour, letter footer and legal line; a new logo or colour changes it", async () => {
      const pdfOf = async (administrationId: string, letterId: string) => {
        const answer = await call('GET', `/administrations/${administrationId}/letters/${letterId}/pdf`);
        expect(answer.status).toBe(200);
        return Buffer.from(answer.body as Uint8Array).toString('latin1');
      };
      const [letter] = (await get<LetterPage>(api, `${A}/letters?per-page=1`)).items;
      const before = await pdfOf(NL, letter!.id);
      // Van Dijk's seeded logo: a 64 × 44 palette PNG; its brand colour #1d4ed8.
      expect(before).toMatch(/\/Subtype \/Image \/Width 64 \/Height 44 \/ColorSpace \[\/Indexed /);
      expect(before).toContain('0.114 0.306 0.847 rg');
      // The footer and legal line as they are set now (the footer's "·" is WinAnsi's \267).
      const content = await get<ContentSettings>(api, `${A}/settings/content`);
      expect(content.letterFooter).toContain(' · ');
      expect(before).toContain(`${pdfString(content.letterFooter)} Tj`);
      expect(before).toContain(`${pdfString(content.legalText)} Tj`);
      expect(before).toContain(`${pdfString(letter!.customer.name)} Tj`);
      expect(await pdfOf(NL, letter!.id)).toBe(before);

      const style = await get<StyleSettings>(api, `${A}/settings/style`);
      const jpeg = fromBase64(seedLogoImages().find((image) => image.contentType === 'image/jpeg')!.body);
      const uploaded = await call('POST', `${A}/settings/style/logo`, withIfMatch(style.etag, upload('van-dijk.jpg', 'image/jpeg', jpeg)));
      expect(uploaded.status).toBe(200);
      const recoloured = await call('PUT', `${A}/settings/style`, withIfMatch((uploaded.body as StyleSettings).etag, json({ brandColour: '#7c2d12' })));
      expect(recoloured.status).toBe(200);
      const after = await pdfOf(NL, letter!.id);
      expect(after).not.toBe(before);
      expect(after).toContain(`/Subtype /Image /Width 64 /Height 48 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.byteLength}`);
      expect(after).toContain('0.486 0.176 0.071 rg');
      expect(after).not.toContain('0.114 0.306 0.847 rg');

      // Harbour Freight's seeded letters carry its JPEG logo, teal rule, footer and legal line.
      const [gb] = (await get<LetterPage>(api, `/administrations/${GB}/letters?per-page=1`)).items;
      const british = await pdfOf(GB, gb!.id);
      expect(british).toContain('/Filter /DCTDecode');
      expect(british).toContain('0.059 0.463 0.431 rg');
      expect(british).toContain('(Harbour Freight Services Ltd \\267 Registered in England and Wales 09876543) Tj');
      expect(british).toContain('(All services are provided under our standard trading conditions, available on request.) Tj');
    });

    it("fills in what a message is about from the customer's records: the payment plan, a promise to pay, the last payment, the dispute, and the statutory costs of the invoices together", async () => {
      const db = mock.store.db;
      const templates = await Promise.all((await get<TemplateList>(api, `${A}/templates?per-page=100`)).items.map(({ id }) => get<Template>(api, `${A}/templates/${id}`)));
      const dutch = (placeholder: string, media: 'email' | 'letter') => {
        const found = templates.find((t) => t.language === 'nl' && t.media.includes(media) && t.hml.includes(`{{${placeholder}}}`));
        expect(found, `a Dutch ${media} template with ${placeholder}`).toBeDefined();
        return found!;
      };
      const preview = async (template: Template, customerId: string, invoiceIds: string[], media: 'email' | 'letter' = 'email') => {
        const answer = await call('POST', `${A}/communication/previews`, json({ media, templateId: template.id, customerId, invoiceIds }));
        expect(answer.status).toBe(200);
        return answer.body as MessagePreview;
      };
      const dutchCustomer = (id: string) => db.customers.findFirst((q) => q.where({ id, administrationId: NL }))?.language === 'nl';
      const day = new Intl.DateTimeFormat('nl', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
      const longDate = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
      const euros = new Intl.NumberFormat('nl', { style: 'currency', currency: 'EUR' });
      const money = (amount: string) => euros.format(Number(amount));

      // A running payment plan: its next instalment unpaid, when it is due, and how many there are.
      const planRecord = db.arrangements.findMany((q) => q.where({ administrationId: NL })).find((p) => p.status === 'active' && dutchCustomer(p.customerId))!;
      expect(planRecord, 'an active plan of a Dutch customer').toBeDefined();
      const plan = await get<Arrangement>(api, `${A}/arrangements/${planRecord.id}`);
      const next = plan.instalments.find((i) => i.status !== 'paid')!;
      const planned = await preview(dutch('arrangement.instalmentAmount', 'email'), plan.customer.id, plan.invoices.map((i) => i.id));
      expect(planned.html).toContain(money(next.amount.amount));
      expect(planned.html).toContain(longDate(next.dueDate));
      expect(planned.missingPlaceholders?.filter((k) => k.startsWith('arrangement.'))).toEqual([]);

      // A promise to pay logged on a call about an invoice: the message confirming it names the day.
      const promisor = db.invoices.findMany((q) => q.where({ administrationId: NL })).find((i) => dutchCustomer(i.customerId) && Number(i.outstanding) > 0)!;
      const confirm = dutch('payment.promisedDate', 'email');
      const before = await preview(confirm, promisor.customerId, [promisor.id]);
      const logged = { customerId: promisor.customerId, invoiceIds: [promisor.id], contactName: null, phoneNumber: '+31 6 1234 5678', direction: 'outgoing', at: '2026-11-20T08:59:00Z', durationSeconds: 95, outcome: 'promise-to-pay', notes: 'Betaalt op 4 december.', promise: { amount: promisor.outstanding, date: '2026-12-04' } };
      expect((await call('POST', `${A}/calls`, withKey(logged))).status).toBe(200);
      const promised = await preview(confirm, promisor.customerId, [promisor.id]);
      expect(promised.html).toContain('4 december 2026');
      expect(promised.html).not.toBe(before.html);
      expect(promised.missingPlaceholders).not.toContain('payment.promisedDate');

      // The last payment of a customer who paid once: its amount, day and reference.
      const payers = new Map<string, number>();
      for (const p of db.settledPayments.findMany((q) => q.where({ administrationId: NL }))) if (p.customerId) payers.set(p.customerId, (payers.get(p.customerId) ?? 0) + 1);
      const payment = db.settledPayments.findMany((q) => q.where({ administrationId: NL })).find((p) => p.customerId && payers.get(p.customerId) === 1 && dutchCustomer(p.customerId))!;
      expect(payment, 'a Dutch customer who paid once').toBeDefined();
      const thanks = await preview(dutch('payment.amount', 'email'), payment.customerId!, []);
      expect(thanks.html).toContain(money(payment.amount));
      expect(thanks.missingPlaceholders?.filter((k) => k.startsWith('payment.') && k !== 'payment.promisedDate')).toEqual([]);

      // The dispute about an invoice: its number.
      const issue = db.issues.findMany((q) => q.where({ administrationId: NL })).find((i) => i.status === 'open' && i.invoiceIds.length > 0 && dutchCustomer(i.customerId))!;
      expect(issue, 'an open dispute of a Dutch customer about an invoice').toBeDefined();
      const disputed = await preview(dutch('issue.number', 'email'), issue.customerId, [issue.invoiceIds[0]!]);
      expect(disputed.html).toContain(issue.number);
      expect(disputed.missingPlaceholders?.filter((k) => k.startsWith('issue.'))).toEqual([]);

      // The 14-day letter about two invoices states the statutory costs of the two as one claim.
      const owed = db.invoices.findMany((q) => q.where({ administrationId: NL, customerId: promisor.customerId })).filter((i) => Number(i.outstanding) > 0);
      const twoOwed = owed.length >= 2 ? owed.slice(0, 2) : [promisor];
      // (The seeded library has no 14-day letter at this size: the catalogue's Dutch one, added as a user would.)
      const statutory = templateKinds.find((kind) => kind.key === 'statutory-notice')!;
      const added = await call('POST', `${A}/templates`, json({ name: statutory.names.nl, hml: templateBody(statutory, 'nl'), media: ['letter'], language: 'nl' }));
      expect(added.status).toBe(201);
      const notice = await preview(added.body as Template, promisor.customerId, twoOwed.map((i) => i.id), 'letter');
      const costs = collectionCosts({ country: 'NL', invoices: twoOwed.map((i) => ({ invoiceId: i.id, number: i.number, outstanding: i.outstanding, dueDate: i.dueDate })), asOf: '2026-11-20' });
      expect(notice.html).toContain(`incassokosten van ${money(costs.total)}`);
      expect(notice.missingPlaceholders).not.toContain('invoice.collectionCosts');
    });
  },
  PINNED,
);
