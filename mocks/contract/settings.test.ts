import type { BookkeepingSettings, CustomFieldSettings, NotificationSetting, PlaceholderList, TailoredVariable } from '#api/generated/model/index';
import { contractSuite, json } from './harness';
import { conflictOf, GB, NL, PINNED, problemOf, withIfMatch } from './test-helpers';

const S = (path: string, administrationId = NL) => `/administrations/${administrationId}/settings/${path}`;
const put = (etag: string | undefined, body: unknown) => withIfMatch(etag, json(body, { method: 'PUT' }));
const strip = <T extends { etag: string; updatedAt: string }>(doc: T) => {
  const { etag: _etag, updatedAt: _updatedAt, ...rest } = doc;
  return rest;
};

/** Every page's document: a valid change, an invalid body, and (where the page has one) a rule broken. */
const DOCUMENTS: { path: string; change: Record<string, unknown>; invalid: Record<string, unknown>; rule?: [Record<string, unknown>, string] }[] = [
  {
    path: 'counter-account',
    change: { iban: 'nl02abna0123456789', bic: 'RABONL2U' },
    invalid: { accountHolder: '' },
    rule: [{ iban: 'NL02 ABNA 0123 4567 98' }, 'iban'],
  },
  { path: 'communication', change: { smsSenderId: 'VDInstall', replyTo: null }, invalid: { senderEmail: 'not-an-address' } },
  { path: 'customer-portal', change: { enabled: false, accentColour: '#7c2d12' }, invalid: { accentColour: 'blue' }, rule: [{ accentColour: '#fde047' }, 'accentColour'] },
  { path: 'bookkeeping', change: { syncIntervalHours: 24 }, invalid: { syncIntervalHours: 3 } },
  { path: 'export-collection', change: { minimumDaysOverdue: 45, minimumAmount: '100.00' }, invalid: { minimumAmount: '1,00' } },
  { path: 'invoice-exports', change: { schedule: 'daily' }, invalid: { format: 'xml' }, rule: [{ recipientEmail: null, enabled: true }, 'recipientEmail'] },
  { path: 'integrations', change: { creditReports: false }, invalid: { paymentProvider: 'paypal' }, rule: [{ webhookUrl: 'http://erp.example/hook' }, 'webhookUrl'] },
];

contractSuite(
  'settings',
  ({ call }) => {
    it('seeds every page in both administrations with values of their own', async () => {
      const nl = (await call('GET', S('counter-account'))).body as { iban: string };
      const gb = await call('GET', S('counter-account', GB));
      expect(nl.iban).toBe('NL91 ABNA 0417 1643 00');
      // Anna reads the British administration but may not configure it.
      expect(gb.status).toBe(403);
      expect((((await call('GET', S('communication/notifications'))).body as { items: NotificationSetting[] }).items).map((n) => n.event)).toEqual([
        'payment-received', 'promise-broken', 'arrangement-broken', 'dispute-opened', 'portal-message', 'sync-failed',
      ]);
    });

    for (const { path, change, invalid, rule } of DOCUMENTS) {
      it(`${path}: saves with If-Match, refuses a stale or missing one and bad values`, async () => {
        const read = await call('GET', S(path));
        expect(read.status).toBe(200);
        const doc = read.body as { etag: string; updatedAt: string };
        expect(read.response.headers.get('ETag')).toBe(doc.etag);
        const write = { ...strip(doc) } as Record<string, unknown>;
        for (const key of ['status', 'lastSyncAt', 'nextSyncAt', 'sync']) delete write[key];

        expect((await call('PUT', S(path), json({ ...write, ...change }, { method: 'PUT' }))).status).toBe(428);
        expect((await call('PUT', S(path), put(doc.etag, { ...write, ...invalid }))).status).toBe(400);
        if (rule) {
          const refused = await call('PUT', S(path), put(doc.etag, { ...write, ...rule[0] }));
          expect(refused.status).toBe(422);
          expect(problemOf(refused.body).errors?.map((e) => e.field)).toEqual([rule[1]]);
        }
        const saved = await call('PUT', S(path), put(doc.etag, { ...write, ...change }));
        expect(saved.status).toBe(200);
        const after = saved.body as { etag: string };
        expect(after.etag).not.toBe(doc.etag);
        const stale = await call('PUT', S(path), put(doc.etag, write));
        expect(stale.status).toBe(412);
        expect(conflictOf<{ etag: string }>(stale.body).current.etag).toBe(after.etag);
      });
    }

    it('counter account: keeps the IBAN in groups of four', async () => {
      const doc = (await call('GET', S('counter-account'))).body as { iban: string; bic: string };
      expect(doc).toMatchObject({ iban: 'NL02 ABNA 0123 4567 89', bic: 'RABONL2U' });
    });

    it('bookkeeping: sync now runs with progress each read advances, then disconnects with If-Match', async () => {
      const key = { 'Idempotency-Key': 'sync-test-0001' };
      expect((await call('POST', S('bookkeeping/sync'))).status).toBe(400);
      const started = await call('POST', S('bookkeeping/sync'), { method: 'POST', headers: key });
      expect(started.status).toBe(202);
      expect((started.body as BookkeepingSettings).sync).toMatchObject({ state: 'running', progress: 0 });
      const progress: number[] = [];
      for (let read = 0; read < 4; read++) progress.push(((await call('GET', S('bookkeeping'))).body as BookkeepingSettings).sync.progress);
      expect(progress).toEqual([25, 50, 75, 100]);
      const done = (await call('GET', S('bookkeeping'))).body as BookkeepingSettings;
      expect(done).toMatchObject({ status: 'connected', sync: { state: 'idle' }, lastSyncAt: PINNED.now().toISOString().replace('.000', '') });
      expect(done.nextSyncAt).not.toBeNull();

      expect((await call('POST', S('bookkeeping/disconnect'))).status).toBe(428);
      expect((await call('POST', S('bookkeeping/disconnect'), withIfMatch('"v1"', { method: 'POST' }))).status).toBe(412);
      const gone = await call('POST', S('bookkeeping/disconnect'), withIfMatch(done.etag, { method: 'POST' }));
      expect(gone.status).toBe(200);
      expect(gone.body).toMatchObject({ provider: null, status: 'disconnected', nextSyncAt: null });
      expect((await call('POST', S('bookkeeping/disconnect'), withIfMatch((gone.body as BookkeepingSettings).etag, { method: 'POST' }))).status).toBe(422);
      expect((await call('POST', S('bookkeeping/sync'), { method: 'POST', headers: { 'Idempotency-Key': 'sync-test-0002' } })).status).toBe(422);
    });

    it('custom fields: replaces the definitions the customer and invoice forms read', async () => {
      for (const kind of ['customer', 'invoice'] as const) {
        const doc = (await call('GET', S(`${kind}-custom-fields`))).body as CustomFieldSettings;
        expect(doc.items.length).toBeGreaterThan(0);
        const items = [...doc.items, { key: 'cost-centre', label: 'Kostenplaats', type: 'select' as const, required: true, options: ['Utrecht', 'Amersfoort'] }];
        expect((await call('PUT', S(`${kind}-custom-fields`), put(doc.etag, { items: [...items, items[0]] }))).status).toBe(422);
        expect((await call('PUT', S(`${kind}-custom-fields`), put(doc.etag, { items: [{ ...items[0], type: 'colour' }] }))).status).toBe(400);
        expect((await call('PUT', S(`${kind}-custom-fields`), json({ items }, { method: 'PUT' }))).status).toBe(428);
        const saved = await call('PUT', S(`${kind}-custom-fields`), put(doc.etag, { items }));
        expect(saved.status).toBe(200);
        expect((await call('PUT', S(`${kind}-custom-fields`), put(doc.etag, { items }))).status).toBe(412);
        const listed = await call('GET', `/administrations/${NL}/${kind}-custom-fields`);
        expect((listed.body as { items: { key: string }[] }).items.map((i) => i.key)).toContain('cost-centre');
      }
    });

    it('notifications: one is read and changed with If-Match; on needs a recipient', async () => {
      const path = S('communication/notifications/ntf-nl-promise-broken');
      const one = (await call('GET', path)).body as NotificationSetting;
      expect(one).toMatchObject({ event: 'promise-broken', enabled: true });
      expect((await call('GET', S('communication/notifications/ntf-nl-nope'))).status).toBe(404);
      expect((await call('PUT', path, put(one.etag, { enabled: true, recipients: [], frequency: 'daily' }))).status).toBe(422);
      expect((await call('PUT', path, put(one.etag, { enabled: true, recipients: ['nope'], frequency: 'daily' }))).status).toBe(400);
      expect((await call('PUT', path, json({ enabled: false, recipients: [], frequency: 'daily' }, { method: 'PUT' }))).status).toBe(428);
      const saved = await call('PUT', path, put(one.etag, { enabled: true, recipients: ['Anna.deVries@example.com', 'anna.devries@example.com'], frequency: 'daily' }));
      expect(saved.status).toBe(200);
      expect((saved.body as NotificationSetting).recipients).toEqual(['anna.devries@example.com']);
      expect((await call('PUT', path, put(one.etag, { enabled: false, recipients: [], frequency: 'daily' }))).status).toBe(412);
    });

    it('tailored variables: created, changed and deleted with If-Match, and listed among the placeholders', async () => {
      const base = S('tailored-variables');
      const seeded = ((await call('GET', base)).body as { items: TailoredVariable[] }).items;
      expect(seeded.map((v) => v.key)).toContain('tailored.projectNumber');
      const variable = { name: 'contractNumber', label: 'Contractnummer', description: null, value: 'VD-2026-0042', media: ['email', 'letter'] };
      expect((await call('POST', base, json({ ...variable, name: 'Bad name' }))).status).toBe(400);
      expect((await call('POST', base, json({ ...variable, name: 'projectNumber' }))).status).toBe(422);
      const created = await call('POST', base, json(variable));
      expect(created.status).toBe(201);
      const record = created.body as TailoredVariable;
      expect(record.key).toBe('tailored.contractNumber');
      const picker = (await call('GET', `/template-placeholders?administrationId=${NL}&category=tailored`)).body as PlaceholderList;
      expect(picker.items.find((p) => p.key === 'tailored.contractNumber')).toMatchObject({ label: 'Contractnummer', example: 'VD-2026-0042' });
      const gbPicker = (await call('GET', `/template-placeholders?administrationId=${GB}&category=tailored`)).body as PlaceholderList;
      expect(gbPicker.items.map((p) => p.key)).not.toContain('tailored.contractNumber');

      // A message of this administration fills it through the one renderer (the composer's preview, what is sent).
      const template = await call('POST', `/administrations/${NL}/templates`, json({ name: 'Contract', hml: '<p>Contract {{tailored.contractNumber}}</p>', media: ['email'] }));
      const preview = await call('POST', `/administrations/${NL}/communication/previews`, json({ media: 'email', templateId: (template.body as { id: string }).id, customerId: 'cus-nl-0001', invoiceIds: [] }));
      expect(preview.status).toBe(200);
      expect((preview.body as { html: string; missingPlaceholders: string[] }).html).toContain('Contract VD-2026-0042');
      expect((preview.body as { missingPlaceholders: string[] }).missingPlaceholders).toEqual([]);

      const path = `${base}/${record.id}`;
      expect((await call('PUT', path, json(variable, { method: 'PUT' }))).status).toBe(428);
      expect((await call('PUT', path, put(record.etag, { ...variable, media: [] }))).status).toBe(400);
      expect((await call('PUT', path, put(record.etag, { ...variable, name: 'accountManager' }))).status).toBe(422);
      const saved = await call('PUT', path, put(record.etag, { ...variable, value: 'VD-2026-0043' }));
      expect(saved.status).toBe(200);
      expect((await call('PUT', path, put(record.etag, variable))).status).toBe(412);
      expect((await call('DELETE', path, withIfMatch(record.etag, { method: 'DELETE' }))).status).toBe(412);
      expect((await call('DELETE', path, { method: 'DELETE' })).status).toBe(428);
      expect((await call('DELETE', path, withIfMatch((saved.body as TailoredVariable).etag, { method: 'DELETE' }))).status).toBe(204);
    });
  },
  PINNED,
);
