import type { Comment, Customer, EmailPage, Invoice, LetterPage, CallPage, TimelineEntry, TimelinePage } from '#api/generated/model/index';
import { SEED_TOKENS } from '../node';
import { bearer, contractSuite, json, type ContractApi } from './harness';
import { NL, PINNED, upload, withIfMatch } from './test-helpers';

const A = `/administrations/${NL}`;

async function timeline({ call }: ContractApi, path: string, init?: RequestInit): Promise<TimelinePage> {
  const answer = await call('GET', path, init);
  expect(answer.status, path).toBe(200);
  return answer.body as TimelinePage;
}

const newestFirst = (entries: readonly TimelineEntry[]) => entries.every((entry, i) => i === 0 || entries[i - 1]!.at >= entry.at);

contractSuite(
  'timeline',
  (api) => {
    const { call, mock } = api;
    const db = () => mock.store.db;

    /** A customer of the seed with e-mails, letters, calls, linked mail and invoices. */
    function busyCustomer() {
      const mail = db()
        .mailMessages.all()
        .filter((m) => m.administrationId === NL && m.customerId !== null);
      const customer = db()
        .customers.all()
        .find(
          (c) =>
            c.administrationId === NL &&
            mail.some((m) => m.customerId === c.id) &&
            db()
              .emails.all()
              .some((e) => e.customerId === c.id) &&
            db()
              .letters.all()
              .some((l) => l.customerId === c.id) &&
            db()
              .calls.all()
              .some((l) => l.customerId === c.id),
        );
      if (!customer) throw new Error('the seed has no customer with every kind of message');
      return {
        customer,
        mail: mail.filter((m) => m.customerId === customer.id),
      };
    }

    it("gathers a customer's e-mails, letters, calls and linked incoming mail, newest first, each naming its source", async () => {
      const { customer, mail } = busyCustomer();
      const all = await timeline(api, `${A}/customers/${customer.id}/timeline?per-page=1000`);
      expect(newestFirst(all.items)).toBe(true);
      expect(all.total).toBe(all.items.length);
      for (const [kind, path] of [
        ['email', 'emails'],
        ['letter', 'letters'],
        ['call', 'calls'],
      ] as const) {
        const sent = (await call('GET', `${A}/${path}?customer-id=${customer.id}&per-page=1000`)).body as EmailPage | LetterPage | CallPage;
        const entries = all.items.filter((e) => e.kind === kind);
        expect(entries.map((e) => e.sourceId).sort(), kind).toEqual(sent.items.map((s) => s.id).sort());
        expect(
          entries.every((e) => e.about.kind === 'customer' && e.about.id === customer.id),
          kind,
        ).toBe(true);
      }
      const incoming = all.items.filter((e) => e.kind === 'incoming-mail');
      expect(incoming.map((e) => e.sourceId).sort()).toEqual(mail.map((m) => m.id).sort());
      expect(incoming[0]?.by).toMatchObject({ id: null });

      const only = await timeline(api, `${A}/customers/${customer.id}/timeline?kind=letter&kind=call&per-page=1000`);
      expect(new Set(only.items.map((e) => e.kind))).toEqual(new Set(['letter', 'call']));
      const pageTwo = await timeline(api, `${A}/customers/${customer.id}/timeline?per-page=2&page=2`);
      expect(pageTwo).toMatchObject({ total: all.total, page: 2, perPage: 2 });
      expect(pageTwo.items.map((e) => e.id)).toEqual(all.items.slice(2, 4).map((e) => e.id));
    });

    it("shows an invoice's comment and file on the invoice, on its customer and on its super debtor, naming the invoice", async () => {
      const invoice = db()
        .invoices.all()
        .find(
          (i) =>
            i.administrationId === NL &&
            db()
              .customers.all()
              .some((c) => c.id === i.customerId && c.superDebtorId !== null),
        );
      if (!invoice) throw new Error('the seed has no invoice of a super debtor member');
      const customer = db()
        .customers.all()
        .find((c) => c.id === invoice.customerId)!;
      const comment = (await call('POST', `${A}/invoices/${invoice.id}/comments`, json({ text: 'Promised payment on Friday' }))).body as Comment;
      const file = await call('POST', `${A}/invoices/${invoice.id}/attachments`, upload('remittance.pdf', 'application/pdf', '%PDF-1.4\n%%EOF\n'));
      expect(file.status).toBe(201);
      const about = { kind: 'invoice', id: invoice.id, label: invoice.number };

      for (const path of [`invoices/${invoice.id}`, `customers/${customer.id}`, `super-debtors/${customer.superDebtorId}`]) {
        const { items } = await timeline(api, `${A}/${path}/timeline?kind=comment&kind=file`);
        expect(items[0], path).toMatchObject({
          kind: 'file',
          summary: 'remittance.pdf',
          about,
          by: { name: 'Anna de Vries' },
        });
        expect(items[1], path).toMatchObject({
          id: `comment:${comment.id}`,
          kind: 'comment',
          summary: 'Promised payment on Friday',
          sourceId: comment.id,
          about,
        });
      }
      // Another customer's timeline does not hold it.
      const other = db()
        .customers.all()
        .find((c) => c.administrationId === NL && c.id !== customer.id)!;
      const others = await timeline(api, `${A}/customers/${other.id}/timeline?kind=comment&per-page=1000`);
      expect(others.items.some((e) => e.sourceId === comment.id)).toBe(false);
    });

    it('keeps each pause and resume of a customer and of its invoices, with who did it and why', async () => {
      const customer = db()
        .customers.all()
        .find((c) => c.administrationId === NL && !c.closed && !c.dunningPaused)!;
      const loaded = (await call('GET', `${A}/customers/${customer.id}`)).body as Customer;
      const paused = (await call('POST', `${A}/customers/${customer.id}/pause`, withIfMatch(loaded.etag, json({ reason: 'Klant controleert de levering' }))))
        .body as Customer;
      expect((await call('POST', `${A}/customers/${customer.id}/resume`, withIfMatch(paused.etag))).status).toBe(200);
      const { items } = await timeline(api, `${A}/customers/${customer.id}/timeline?kind=dunning-paused&kind=dunning-resumed`);
      expect(items.map((e) => [e.kind, e.summary, e.by?.name, e.about.kind])).toEqual([
        ['dunning-resumed', '', 'Anna de Vries', 'customer'],
        ['dunning-paused', 'Klant controleert de levering', 'Anna de Vries', 'customer'],
      ]);
      expect(items[0]!.at).toBe('2026-11-20T09:00:00Z');

      const invoice = db()
        .invoices.all()
        .find((i) => i.customerId === customer.id && i.outstanding !== '0.00')!;
      const current = (await call('GET', `${A}/invoices/${invoice.id}`)).body as Invoice;
      expect((await call('POST', `${A}/invoices/${invoice.id}/pause`, withIfMatch(current.etag, json({ reason: 'Dispute about delivery' })))).status).toBe(200);
      const onInvoice = await timeline(api, `${A}/invoices/${invoice.id}/timeline?kind=dunning-paused`);
      expect(onInvoice.items).toEqual([
        expect.objectContaining({
          summary: 'Dispute about delivery',
          about: { kind: 'invoice', id: invoice.id, label: invoice.number },
        }),
      ]);
      const onCustomer = await timeline(api, `${A}/customers/${customer.id}/timeline?kind=dunning-paused`);
      expect(onCustomer.items.map((e) => e.about.kind)).toEqual(['invoice', 'customer']);
    });

    it('leaves out what the caller may not read: files without Manage_Documents, customers without Manage_Customers', async () => {
      // Sanne handles invoices, messages, calls and the mailbox, but not documents or customers.
      const sanne = bearer(SEED_TOKENS.sanne.access);
      const invoice = db()
        .invoices.all()
        .find(
          (i) =>
            i.administrationId === NL &&
            db()
              .emails.all()
              .some((e) => e.invoiceIds.includes(i.id)),
        )!;
      await call('POST', `${A}/invoices/${invoice.id}/attachments`, upload('signed.pdf', 'application/pdf', '%PDF-1.4\n%%EOF\n'));
      await call('POST', `${A}/invoices/${invoice.id}/comments`, json({ text: 'Checked with sales' }));
      const anna = await timeline(api, `${A}/invoices/${invoice.id}/timeline?per-page=1000`);
      const hers = await timeline(api, `${A}/invoices/${invoice.id}/timeline?per-page=1000`, sanne);
      expect(anna.items.some((e) => e.kind === 'file')).toBe(true);
      expect(hers.items.some((e) => e.kind === 'file')).toBe(false);
      expect(hers.total).toBe(anna.total - anna.items.filter((e) => e.kind === 'file').length);
      expect(hers.items.some((e) => e.kind === 'comment')).toBe(true);
      expect(hers.items.some((e) => e.kind === 'email')).toBe(true);
      // Asking for files only gives her an empty timeline, not a refusal.
      expect((await timeline(api, `${A}/invoices/${invoice.id}/timeline?kind=file`, sanne)).total).toBe(0);
      const customer = db()
        .customers.all()
        .find((c) => c.id === invoice.customerId)!;
      expect((await call('GET', `${A}/customers/${customer.id}/timeline`, sanne)).status).toBe(403);
    });

    it('shows the issues opened and the arrangements agreed about a record, on the invoice, its customer and its super debtor; left out for who may not read them', async () => {
      const withSuperDebtor = new Set(
        db()
          .customers.all()
          .filter((c) => c.administrationId === NL && c.superDebtorId)
          .map((c) => c.id),
      );
      const issue = db()
        .issues.all()
        .find((i) => i.administrationId === NL && i.invoiceIds.length > 0 && withSuperDebtor.has(i.customerId));
      if (!issue) throw new Error('the seed has no issue on invoices of a super debtor\'s customer');
      const customer = db()
        .customers.all()
        .find((c) => c.id === issue.customerId)!;
      const invoice = db()
        .invoices.all()
        .find((i) => i.id === issue.invoiceIds[0])!;

      const onCustomer = await timeline(api, `${A}/customers/${customer.id}/timeline?kind=issue&per-page=1000`);
      const customersIssues = db()
        .issues.all()
        .filter((i) => i.customerId === customer.id);
      expect(onCustomer.items.map((e) => e.sourceId).sort()).toEqual(customersIssues.map((i) => i.id).sort());
      expect(onCustomer.items.find((e) => e.sourceId === issue.id)).toEqual({
        id: `issue:${issue.id}`,
        kind: 'issue',
        at: issue.createdAt,
        summary: `${issue.number}: ${issue.description}`,
        by: { id: issue.createdById, name: issue.createdByName },
        sourceId: issue.id,
        about: { kind: 'customer', id: customer.id, label: customer.name },
      });
      const onInvoice = await timeline(api, `${A}/invoices/${invoice.id}/timeline?kind=issue&per-page=1000`);
      expect(onInvoice.items.find((e) => e.sourceId === issue.id)?.about).toEqual({ kind: 'invoice', id: invoice.id, label: invoice.number });
      const onGroup = await timeline(api, `${A}/super-debtors/${customer.superDebtorId}/timeline?kind=issue&per-page=1000`);
      expect(onGroup.items.find((e) => e.sourceId === issue.id)?.about).toEqual({ kind: 'customer', id: customer.id, label: customer.name });

      // An arrangement agreed now is on the timeline of its invoice and its customer, newest first.
      const open = db()
        .invoices.all()
        .find((i) => i.customerId === customer.id && i.outstanding !== '0.00' && !i.inArrangement && !i.disputed && !i.forCollection);
      if (!open) throw new Error('the customer has no open invoice outside an arrangement');
      const agreed = await call(
        'POST',
        `${A}/arrangements`,
        json(
          { customerId: customer.id, invoiceIds: [open.id], plan: { mode: 'count', count: 2, amountPerInstalment: null, frequency: 'monthly', firstDueDate: '2026-12-15', downPayment: null } },
          { headers: { 'Idempotency-Key': crypto.randomUUID() } },
        ),
      );
      expect(agreed.status).toBe(201);
      const plan = agreed.body as { id: string; reference: string };
      const plans = await timeline(api, `${A}/invoices/${open.id}/timeline?kind=arrangement`);
      expect(plans.items[0]).toMatchObject({
        kind: 'arrangement',
        at: '2026-11-20T09:00:00Z',
        summary: plan.reference,
        sourceId: plan.id,
        about: { kind: 'invoice', id: open.id, label: open.number },
      });
      const latest = await timeline(api, `${A}/customers/${customer.id}/timeline?per-page=1`);
      expect(latest.items[0]).toMatchObject({ kind: 'arrangement', sourceId: plan.id, about: { kind: 'customer', id: customer.id } });

      // Sanne reads the invoice's timeline, but neither issues nor arrangements.
      const sanne = bearer(SEED_TOKENS.sanne.access);
      const hers = await timeline(api, `${A}/invoices/${open.id}/timeline?per-page=1000`, sanne);
      expect(hers.items.filter((e) => e.kind === 'issue' || e.kind === 'arrangement')).toEqual([]);
      expect((await timeline(api, `${A}/invoices/${invoice.id}/timeline?kind=issue`, sanne)).total).toBe(0);
    });

    it('answers 404 for an unknown record and 400 for an unknown kind or page', async () => {
      const customer = db()
        .customers.all()
        .find((c) => c.administrationId === NL)!;
      const invoice = db()
        .invoices.all()
        .find((i) => i.administrationId === NL)!;
      expect((await timeline(api, `${A}/super-debtors/sd-nl-01/timeline?per-page=5`)).items.length).toBe(5);
      for (const path of ['customers/nope', 'invoices/nope', 'super-debtors/nope']) expect((await call('GET', `${A}/${path}/timeline`)).status, path).toBe(404);
      for (const path of [`customers/${customer.id}`, `invoices/${invoice.id}`, 'super-debtors/sd-nl-01']) {
        expect((await call('GET', `${A}/${path}/timeline?kind=fax`)).status, path).toBe(400);
        expect((await call('GET', `${A}/${path}/timeline?page=0`)).status, path).toBe(400);
      }
    });
  },
  PINNED,
);
