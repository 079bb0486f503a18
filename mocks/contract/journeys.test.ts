import type { CollectionCasePage, Customer, Email, EmailPage, Invoice, InvoicePage, Journey, JourneyDayInvoiceList, JourneyForecast, JourneyNextDays, JourneyPage, TaskPage, Template } from '#api/generated/model/index';
import { BASE, bearer, contractSuite, json } from './harness';
import { conflictOf, GB, NL, PINNED, problemOf, withIfMatch } from './test-helpers';

const JOURNEYS = `/administrations/${NL}/journeys`;
const withKey = (body: unknown, key = `test-${crypto.randomUUID()}`) => json(body, { method: 'POST', headers: { 'Idempotency-Key': key } });
const write = (journey: Journey) => ({ name: journey.name, steps: journey.steps.map(({ template, ...step }) => ({ ...step, templateId: template?.id ?? null })) });
const advance = (administrationId = NL) => fetch(`${BASE}/__mock/journeys/advance`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ administrationId }) });

contractSuite(
  'journeys',
  ({ call, mock }) => {
    afterEach(() => mock.reset());

    it('seeds the journeys the customers follow, on templates of their own administration', async () => {
      for (const [administrationId, userId] of [[NL, 'usr-anna'], [GB, 'usr-james']] as const) {
        const as = bearer((await mock.issueTokens(userId)).access_token);
        const page = (await call('GET', `/administrations/${administrationId}/journeys?sort-by=name`, as)).body as JourneyPage;
        expect(page.items.length).toBeGreaterThanOrEqual(2);
        const templates = new Set(((await call('GET', `/administrations/${administrationId}/templates`, as)).body as { items: { id: string }[] }).items.map((t) => t.id));
        for (const journey of page.items) {
          expect(journey.customerCount, journey.name).toBeGreaterThan(0);
          for (const step of journey.steps) {
            if (['email', 'letter', 'sms', 'whatsapp'].includes(step.action)) expect(templates.has(step.template?.id ?? ''), `${journey.name}: ${step.name}`).toBe(true);
            else expect(step.template).toBeNull();
          }
        }
        expect(page.items.flatMap((j) => j.steps).some((s) => s.offsetDays < 0), 'a before-due step').toBe(true);
      }
      const names = ((await call('GET', `${JOURNEYS}?sort-by=name&sort-order=desc&search-field=name&search-value=e`)).body as JourneyPage).items.map((j) => j.name);
      expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
      expect((await call('GET', `${JOURNEYS}?sort-by=size`)).status).toBe(400);
    });

    it('creates and changes a journey with If-Match, steps checked against the templates', async () => {
      const standard = (await call('GET', `${JOURNEYS}/jrn-nl-standard`)).body as Journey;
      const email = standard.steps.find((s) => s.action === 'email')!.template!.id;
      const created = await call('POST', JOURNEYS, json({ name: '  Bouw  ', steps: [{ name: 'Herinnering', offsetDays: 7, action: 'email', templateId: email }, { name: 'Bellen', offsetDays: 20, action: 'call-task', templateId: null }] }));
      expect(created.status).toBe(200);
      const journey = created.body as Journey;
      expect(journey).toMatchObject({ name: 'Bouw', customerCount: 0, steps: [{ action: 'email', template: { id: email } }, { action: 'call-task', template: null }] });
      expect((await call('POST', JOURNEYS, json({ name: 'x', steps: [{ name: 'Brief', offsetDays: 7, action: 'letter', templateId: 'nope' }] }))).status).toBe(422);
      expect((await call('POST', JOURNEYS, json({ name: 'x', steps: 'none' }))).status).toBe(400);
      expect((await call('GET', `${JOURNEYS}?per-page=5000`)).status).toBe(400);

      const path = `${JOURNEYS}/${journey.id}`;
      const reordered = { name: journey.name, steps: [...write(journey).steps].reverse() };
      expect((await call('PUT', path, json(reordered, { method: 'PUT' }))).status).toBe(428);
      const saved = await call('PUT', path, withIfMatch(journey.etag, json(reordered, { method: 'PUT' })));
      expect(saved.status).toBe(200);
      expect((saved.body as Journey).steps.map((s) => s.id)).toEqual(reordered.steps.map((s) => s.id));
      const stale = await call('PUT', path, withIfMatch(journey.etag, json(reordered, { method: 'PUT' })));
      expect(stale.status).toBe(412);
      expect(conflictOf<Journey>(stale.body).current.etag).toBe((saved.body as Journey).etag);
      const bad = await call('PUT', path, withIfMatch((saved.body as Journey).etag, json({ name: 'x', steps: [{ name: 'Overdragen', offsetDays: 60, action: 'handover', templateId: email }] }, { method: 'PUT' })));
      expect(bad.status).toBe(422);
      expect(problemOf(bad.body).errors?.[0]?.field).toBe('steps.0.templateId');
      expect((await call('PUT', path, withIfMatch((saved.body as Journey).etag, json({ name: 1 }, { method: 'PUT' })))).status).toBe(400);
      expect((await call('GET', `${JOURNEYS}/jrn-nl-nope`)).status).toBe(404);
    });

    it('deletes a journey with If-Match; the customers that followed it follow none', async () => {
      const path = `${JOURNEYS}/jrn-nl-strict`;
      const journey = (await call('GET', path)).body as Journey;
      const ids = mock.store.db.customers.findMany((q) => q.where({ administrationId: NL })).filter((c) => c.journey?.id === journey.id).map((c) => c.id);
      const followers = await Promise.all(ids.map(async (id) => (await call('GET', `/administrations/${NL}/customers/${id}`)).body as Customer));
      expect(followers.length).toBe(journey.customerCount);
      expect(followers.length).toBeGreaterThan(0);
      expect((await call('DELETE', path)).status).toBe(428);
      // Changed meanwhile: not deleted, answered with the journey as it is now.
      const renamed = await call('PUT', path, withIfMatch(journey.etag, json({ ...write(journey), name: 'Streng (nieuw)' }, { method: 'PUT' })));
      const stale = await call('DELETE', path, withIfMatch(journey.etag, { method: 'DELETE' }));
      expect(stale.status).toBe(412);
      expect(conflictOf<Journey>(stale.body).current).toMatchObject({ name: 'Streng (nieuw)', customerCount: followers.length });

      expect((await call('DELETE', path, withIfMatch((renamed.body as Journey).etag, { method: 'DELETE' }))).status).toBe(204);
      expect((await call('GET', path)).status).toBe(404);
      const customer = (await call('GET', `/administrations/${NL}/customers/${followers[0]!.id}`)).body as Customer;
      expect(customer.journey).toBeNull();
      expect(customer.etag).not.toBe(followers[0]!.etag);
      const invoice = ((await call('GET', `/administrations/${NL}/invoices?customer-id=${followers[0]!.id}&per-page=1`)).body as InvoicePage).items[0];
      if (invoice) expect(((await call('GET', `/administrations/${NL}/invoices/${invoice.id}/journey-forecast`)).body as JourneyForecast).journey).toBeNull();
      expect((await call('DELETE', `${JOURNEYS}/jrn-nl-nope`, withIfMatch('"v1"', { method: 'DELETE' }))).status).toBe(404);
    });

    it('assigns a journey to customers once per Idempotency-Key', async () => {
      const body = { journeyId: 'jrn-nl-strict', customerIds: ['cus-nl-0001', 'cus-nl-0002', 'cus-nl-9999'] };
      const key = `test-${crypto.randomUUID()}`;
      const first = await call('POST', `/administrations/${NL}/journey-assignments`, withKey(body, key));
      expect(first.body).toMatchObject({ requested: 3, succeeded: 2, failed: [{ id: 'cus-nl-9999' }] });
      expect(((await call('GET', `/administrations/${NL}/customers/cus-nl-0001`)).body as Customer).journey).toMatchObject({ id: 'jrn-nl-strict' });
      expect((await call('POST', `/administrations/${NL}/journey-assignments`, withKey(body, key))).body).toEqual(first.body);
      expect((await call('POST', `/administrations/${NL}/journey-assignments`, withKey({ ...body, journeyId: null }, key))).status).toBe(422);
      expect((await call('POST', `/administrations/${NL}/journey-assignments`, withKey({ journeyId: 'jrn-gb-strict', customerIds: ['cus-nl-0001'] }))).status).toBe(422);
      expect((await call('POST', `/administrations/${NL}/journey-assignments`, json({ journeyId: null, customerIds: ['cus-nl-0001'] }))).status).toBe(400);
    });

    it("forecasts the next seven days, drills down to the invoices, and a day's run sends what it forecast", async () => {
      const next = (await call('GET', `/administrations/${NL}/journey-forecast`)).body as JourneyNextDays;
      expect(next).toMatchObject({ referenceDay: '2026-11-20', lastRun: '2026-11-20' });
      expect(next.days.map((d) => d.day)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
      const total = (kind: 'email' | 'letter') => next.days.reduce((sum, d) => sum + d.counts[kind], 0);
      expect(total('email')).toBeGreaterThan(0);
      expect(total('letter')).toBeGreaterThan(0);

      const index = next.days.findIndex((d) => d.counts.email > 0);
      const day = next.days[index]!;
      const drill = (await call('GET', `/administrations/${NL}/journey-forecast/${day.day}/invoices?kind=email`)).body as JourneyDayInvoiceList;
      expect(drill.items).toHaveLength(day.counts.email);
      expect((await call('GET', `/administrations/${NL}/journey-forecast/2026-12-24/invoices`)).status).toBe(404);
      expect((await call('GET', `/administrations/${NL}/journey-forecast/${day.day}/invoices?kind=fax`)).status).toBe(400);

      // The first e-mail's invoice: planned on that day, then done and linked to the e-mail once the day has run.
      const target = drill.items[0]!;
      const before = (await call('GET', `/administrations/${NL}/invoices/${target.invoice.id}/journey-forecast`)).body as JourneyForecast;
      expect(before.entries.find((e) => e.step.id === target.step.id)).toMatchObject({ state: 'planned', on: day.day });
      let run: Response | undefined;
      for (let i = 0; i <= index; i++) run = await advance();
      expect(run!.status).toBe(200);
      expect(((await run!.json()) as { runs: { made: { email: number } }[] }).runs[0]!.made.email).toBe(day.counts.email);
      const after = (await call('GET', `/administrations/${NL}/invoices/${target.invoice.id}/journey-forecast`)).body as JourneyForecast;
      expect(after.referenceDay).toBe(day.day);
      const done = after.entries.find((e) => e.step.id === target.step.id)!;
      expect(done).toMatchObject({ state: 'done', on: day.day, made: { kind: 'email' } });
      const emails = (await call('GET', `/administrations/${NL}/emails?per-page=1000`)).body as EmailPage;
      expect(emails.items.find((e) => e.id === done.made!.id)).toBeDefined();
      // What the customer got is the step's template filled for this invoice, as the composer fills it.
      const email = (await call('GET', `/administrations/${NL}/emails/${done.made!.id}`)).body as Email;
      const journey = (await call('GET', `${JOURNEYS}/${target.journey.id}`)).body as Journey;
      const templateId = journey.steps.find((step) => step.id === target.step.id)!.template!.id;
      const template = (await call('GET', `/administrations/${NL}/templates/${templateId}`)).body as Template;
      expect(email.subject).toBe(`${template.name} – ${target.invoice.number}`);
      expect(email.html).toContain(target.invoice.number);
      expect(email.html).not.toMatch(/\{\{|data-placeholder|EUR \d/);
      expect(email.html.length).toBeGreaterThan(200);
      // Under it the administration's legal line (its content settings); the template signs it, so no second sign-off.
      expect(email.html.endsWith('<p style="font-size:12px;color:#6b7280">Op al onze leveringen zijn onze algemene voorwaarden van toepassing.</p>')).toBe(true);
      expect(email.html).not.toContain('Afdeling debiteurenbeheer');
      expect(((await call('GET', `/administrations/${NL}/invoices/${target.invoice.id}`)).body as Invoice).currentJourneyStep).toEqual({ name: target.step.name, sentOn: day.day });
      // The next seven days now start a day later and have nothing of the day that ran.
      expect(((await call('GET', `/administrations/${NL}/journey-forecast`)).body as JourneyNextDays).days[0]!.day).toBe(next.days[index + 1]!.day);
    });

    it("puts a day's call steps in the task queue and hands its handover steps over to collection", async () => {
      // An overdue invoice (nothing pauses it: its status would say so); a journey whose call and
      // handover steps fall due tomorrow for it.
      const invoice = ((await call('GET', `/administrations/${NL}/invoices?status=overdue&per-page=1`)).body as InvoicePage).items[0]!;
      const tomorrow = '2026-11-21';
      const offset = Math.round((Date.parse(tomorrow) - Date.parse(invoice.dueDate)) / 86_400_000);
      const created = await call('POST', JOURNEYS, json({ name: 'Laatste stap', steps: [{ name: 'Bellen', offsetDays: offset, action: 'call-task', templateId: null }, { name: 'Uit handen', offsetDays: offset, action: 'handover', templateId: null }] }));
      const journey = created.body as Journey;
      expect((await call('POST', `/administrations/${NL}/journey-assignments`, withKey({ journeyId: journey.id, customerIds: [invoice.customer.id] }))).status).toBe(200);

      const run = await advance();
      expect(((await run.json()) as { runs: { day: string; made: { call: number; handover: number } }[] }).runs[0]).toMatchObject({ day: tomorrow });
      const tasks = ((await call('GET', `/administrations/${NL}/tasks?invoice=${invoice.id}&per-page=100`)).body as TaskPage).items;
      expect(tasks.find((t) => t.type === 'call' && t.dueDate === tomorrow)).toMatchObject({ status: 'open', assignee: null, createdBy: { name: 'Laatste stap' }, customer: { id: invoice.customer.id } });
      const cases = ((await call('GET', `/administrations/${NL}/for-collection?invoice-id=${invoice.id}`)).body as CollectionCasePage).items;
      expect(cases).toHaveLength(1);
      expect(cases[0]).toMatchObject({ stage: 'new' });
      expect(((await call('GET', `/administrations/${NL}/invoices/${invoice.id}`)).body as Invoice).status).toBe('for-collection');
      // The timeline links both steps to what they made: the call task and the collection case.
      const timeline = ((await call('GET', `/administrations/${NL}/invoices/${invoice.id}/journey-forecast`)).body as JourneyForecast).entries;
      const task = tasks.find((t) => t.type === 'call' && t.dueDate === tomorrow)!;
      expect(timeline.find((e) => e.step.name === 'Bellen')).toMatchObject({ state: 'done', made: { kind: 'task', id: task.id } });
      expect(timeline.find((e) => e.step.name === 'Uit handen')).toMatchObject({ state: 'done', made: { kind: 'collection-case', id: cases[0]!.id } });
      // Handed over, the invoice's journey ends: another day's run hands nothing over twice.
      const again = await advance();
      expect(again.status).toBe(200);
      expect(((await call('GET', `/administrations/${NL}/for-collection?invoice-id=${invoice.id}`)).body as CollectionCasePage).items).toHaveLength(1);
    });

    it("moves an invoice's timeline when a step moves, and shows a pause as paused and why", async () => {
      let target: JourneyDayInvoiceList['items'][number] | undefined;
      for (let day = 21; !target && day <= 27; day++) {
        const drill = (await call('GET', `/administrations/${NL}/journey-forecast/2026-11-${day}/invoices`)).body as JourneyDayInvoiceList;
        target = drill.items.find((i) => i.journey.id === 'jrn-nl-standard');
      }
      if (!target) throw new Error('no invoice of the standard journey in the next seven days');
      const path = `/administrations/${NL}/invoices/${target.invoice.id}/journey-forecast`;
      const journey = (await call('GET', `${JOURNEYS}/jrn-nl-standard`)).body as Journey;
      const moved = write(journey);
      moved.steps = moved.steps.map((s) => (s.id === target.step.id ? { ...s, offsetDays: s.offsetDays + 10 } : s));
      expect((await call('PUT', `${JOURNEYS}/jrn-nl-standard`, withIfMatch(journey.etag, json(moved, { method: 'PUT' })))).status).toBe(200);
      const entry = ((await call('GET', path)).body as JourneyForecast).entries.find((e) => e.step.id === target.step.id)!;
      expect(entry.state).toBe('planned');
      expect(entry.on! > '2026-11-21').toBe(true);

      const invoice = (await call('GET', `/administrations/${NL}/invoices/${target.invoice.id}`)).body as Invoice;
      await call('POST', `/administrations/${NL}/invoices/${invoice.id}/pause`, withIfMatch(invoice.etag, json({ reasonCode: 'other', reason: 'Klant belt terug' })));
      const paused = ((await call('GET', path)).body as JourneyForecast).entries.find((e) => e.next)!;
      expect(paused).toMatchObject({ state: 'paused', pausedBy: ['manual'] });
      expect((await call('GET', `/administrations/${NL}/invoices/nope/journey-forecast`)).status).toBe(404);
    });
  },
  PINNED,
);
