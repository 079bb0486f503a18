import type { Placeholder, Template, TemplateSummary } from '#api/generated/model/index';
import { createMockServer, resetMockDb, SEED_IDS, SEED_TOKENS } from './node';

const BASE = 'http://api.test/v1.0';
const NL = SEED_IDS.administrations.nl;
const GB = SEED_IDS.administrations.gb;
const NOW = new Date('2026-11-22T10:15:00Z');

const mock = createMockServer({ now: () => NOW });
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => mock.server.close());

async function get<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${BASE}${path}`, init);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const list = (query = '', administrationId: string = NL) =>
  get<{ items: TemplateSummary[] }>(`/administrations/${administrationId}/templates${query}`).then((r) => r.items);

function send(method: string, path: string, body?: unknown, init: RequestInit = {}) {
  return fetch(`${BASE}${path}`, {
    method,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('listing templates', () => {
  it('orders by last modified, newest first, by default', async () => {
    const dates = (await list()).map((t) => t['last-modified-date']);
    expect(dates.length).toBe(40);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('sorts by name and by date in both directions', async () => {
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const byName = (await list('?sort-by=name&sort-order=asc')).map((t) => t.name);
    expect(byName).toEqual([...byName].sort(collator.compare));
    const byNameDesc = (await list('?sort-by=name&sort-order=desc')).map((t) => t.name);
    expect(byNameDesc).toEqual([...byName].reverse());
    const oldestFirst = (await list('?sort-by=last-modified-date&sort-order=asc')).map((t) => t['last-modified-date']);
    expect(oldestFirst).toEqual([...oldestFirst].sort());
  });

  it('filters by a case-insensitive substring of the name', async () => {
    const items = await list('?name=REMIND');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.name.toLowerCase()).toContain('remind');
    expect(await list('?name=no-such-template-anywhere')).toEqual([]);
  });

  it('lists only the administration asked for, without bodies', async () => {
    const nl = await list();
    const gb = await list('', GB);
    expect(new Set([...nl, ...gb].map((t) => t.id)).size).toBe(nl.length + gb.length);
    expect(nl[0]).not.toHaveProperty('hml');
    expect(nl[0]).not.toHaveProperty('administrationId');
  });
});

describe('changing templates', () => {
  it('creates, reads, updates and deletes, and the changes persist', async () => {
    const created = await send('POST', `/administrations/${NL}/templates`, { name: 'New template 2026-11-22 10:15:00', hml: '' });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(created.headers.get('Location')).toBe(`${BASE}/administrations/${NL}/templates/${id}`);

    const fresh = await get<Template>(`/administrations/${NL}/templates/${id}`);
    expect(fresh).toMatchObject({ name: 'New template 2026-11-22 10:15:00', hml: '', media: [], language: 'nl', headerFooterId: null });
    expect(fresh['last-modified-date']).toBe('2026-11-22T10:15:00Z');
    expect((await list()).map((t) => t.id)).toContain(id);

    // The new template has its own generated thumbnail.
    const thumbnail = await fetch(`${BASE}/administrations/${NL}/images/${fresh.thumbnail}`);
    expect(thumbnail.headers.get('Content-Type')).toBe('image/svg+xml');

    const updated = await send(
      'PUT',
      `/administrations/${NL}/templates/${id}`,
      { name: 'Renamed', hml: '<p>Dear {{customer.contactName}},</p>', media: ['letter', 'email'], headerFooterId: 'hf-nl-classic' },
      { headers: { 'If-Match': fresh.etag } },
    );
    expect(updated.status).toBe(200);
    const body = (await updated.json()) as Template;
    expect(body).toMatchObject({ id, name: 'Renamed', media: ['letter', 'email'], headerFooterId: 'hf-nl-classic', language: 'nl' });
    expect(body.thumbnail).not.toBe(fresh.thumbnail);
    expect((await fetch(`${BASE}/administrations/${NL}/images/${fresh.thumbnail}`)).status).toBe(404);
    expect(await get<Template>(`/administrations/${NL}/templates/${id}`)).toEqual(body);

    expect((await send('DELETE', `/administrations/${NL}/templates/${id}`, undefined, { headers: { 'If-Match': body.etag } })).status).toBe(204);
    expect((await fetch(`${BASE}/administrations/${NL}/templates/${id}`)).status).toBe(404);
    expect((await fetch(`${BASE}/administrations/${NL}/images/${body.thumbnail}`)).status).toBe(404);
    expect((await list()).map((t) => t.id)).not.toContain(id);
  });

  it('bumps the last-modified date of an update to now', async () => {
    const [oldest] = await list('?sort-by=last-modified-date&sort-order=asc');
    if (!oldest) throw new Error('no templates');
    const template = await get<Template>(`/administrations/${NL}/templates/${oldest.id}`);
    await send('PUT', `/administrations/${NL}/templates/${oldest.id}`, { name: template.name, hml: template.hml, media: template.media }, { headers: { 'If-Match': template.etag } });
    const [newest] = await list();
    expect(newest).toMatchObject({ id: oldest.id, 'last-modified-date': '2026-11-22T10:15:00Z' });
  });

  it('duplicates by creating with the same body', async () => {
    const [first] = await list();
    if (!first) throw new Error('no templates');
    const original = await get<Template>(`/administrations/${NL}/templates/${first.id}`);
    const response = await send('POST', `/administrations/${NL}/templates`, {
      name: `Copy of ${original.name}`,
      hml: original.hml,
      media: original.media,
      language: original.language,
    });
    const { id } = (await response.json()) as { id: string };
    const copy = await get<Template>(`/administrations/${NL}/templates/${id}`);
    expect(copy).toMatchObject({ name: `Copy of ${original.name}`, hml: original.hml, media: original.media });
    expect(copy.id).not.toBe(original.id);
  });

  it('rejects duplicate channels (400) and unknown header/footer records (422)', async () => {
    const dup = await send('POST', `/administrations/${NL}/templates`, { name: 'x', hml: '', media: ['sms', 'sms'] });
    expect(dup.status).toBe(400);
    expect(await dup.json()).toMatchObject({ errors: [{ field: 'media' }] });
    const [first] = await list();
    const current = await get<Template>(`/administrations/${NL}/templates/${first?.id}`);
    const unknown = await send('PUT', `/administrations/${NL}/templates/${first?.id}`, { name: 'x', hml: '', media: [], headerFooterId: 'hf-gb-email' }, { headers: { 'If-Match': current.etag } });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({ errors: [{ field: 'headerFooterId' }] });
  });

  it('answers malformed JSON with a 400 problem', async () => {
    const response = await fetch(`${BASE}/administrations/${NL}/templates`, { method: 'POST', body: '{"name":', headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toBe('application/problem+json');
  });
});

describe('permissions', () => {
  it('lets Anna read but not change templates of the British administration', async () => {
    const [first] = await list('', GB);
    if (!first) throw new Error('no templates');
    expect((await fetch(`${BASE}/administrations/${GB}/templates/${first.id}`)).status).toBe(200);
    for (const response of [
      await send('POST', `/administrations/${GB}/templates`, { name: 'x', hml: '' }),
      await send('PUT', `/administrations/${GB}/templates/${first.id}`, { name: 'x', hml: '', media: [] }),
      await send('DELETE', `/administrations/${GB}/templates/${first.id}`),
    ]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ status: 403, detail: 'Manage_Configuration is required.' });
    }
    expect((await list('', GB)).map((t) => t.id)).toContain(first.id);
  });

  it('reports the permissions per administration in the profile', async () => {
    const nl = await get<{ permissions: string[] }>(`/administrations/${NL}/profile`);
    const gb = await get<{ permissions: string[] }>(`/administrations/${GB}/profile`);
    expect(nl.permissions).toHaveLength(13);
    expect(nl.permissions).toContain('Manage_Configuration');
    expect(gb.permissions).toHaveLength(12);
    expect(gb.permissions).not.toContain('Manage_Configuration');
  });

  it('gives Sanne (no Manage_Configuration) a read-only Dutch administration', async () => {
    const auth = { headers: { Authorization: `Bearer ${SEED_TOKENS.sanne.access}` } };
    const items = await list('').then(() => get<{ items: TemplateSummary[] }>(`/administrations/${NL}/templates`, auth));
    expect(items.items.length).toBe(40);
    expect((await send('POST', `/administrations/${NL}/templates`, { name: 'x', hml: '' }, auth)).status).toBe(403);
    const admins = await get<{ items: { id: string }[] }>('/administrations', auth);
    expect(admins.items.map((a) => a.id)).toEqual([NL]);
  });
});

describe('headers and footers', () => {
  it('deleting a record detaches the templates using it', async () => {
    const templates = await Promise.all(
      (await list()).map((t) => get<Template>(`/administrations/${NL}/templates/${t.id}`)),
    );
    const users = templates.filter((t) => t.headerFooterId === 'hf-nl-email');
    expect(users.length).toBeGreaterThan(0);
    const { items: records } = await get<{ items: { id: string; etag: string }[] }>(`/administrations/${NL}/headers-footers`);
    const ifMatch = { headers: { 'If-Match': records.find((r) => r.id === 'hf-nl-email')?.etag ?? '' } };
    expect((await send('DELETE', `/administrations/${NL}/headers-footers/hf-nl-email`, undefined, ifMatch)).status).toBe(204);
    const after = await get<Template>(`/administrations/${NL}/templates/${users[0]?.id}`);
    expect(after.headerFooterId).toBeNull();
    const remaining = await get<{ items: { id: string }[] }>(`/administrations/${NL}/headers-footers`);
    expect(remaining.items.map((r) => r.id)).toEqual(['hf-nl-classic', 'hf-nl-window']);
  });
});

describe('placeholders', () => {
  const placeholders = (query: string) => get<{ items: Placeholder[] }>(`/template-placeholders${query}`).then((r) => r.items);

  it('lists about thirty standard placeholders across categories', async () => {
    const items = await placeholders('');
    expect(items.length).toBeGreaterThanOrEqual(30);
    expect(new Set(items.map((p) => p.category))).toEqual(new Set(['customer', 'invoice', 'administration', 'arrangement', 'issue', 'payment']));
  });

  it('adds the tailored variables of an administration the caller works in', async () => {
    const tailored = (await placeholders(`?administrationId=${NL}&category=tailored`)).map((p) => p.key);
    expect(tailored).toContain('tailored.projectNumber');
    expect(tailored).not.toContain('tailored.purchaseOrder');
  });

  it('filters by channel and search text', async () => {
    const sms = await placeholders('?media=sms');
    for (const p of sms) expect(p.media).toContain('sms');
    expect(sms.map((p) => p.key)).not.toContain('customer.address');
    const search = await placeholders('?search=DUE');
    expect(search.map((p) => p.key)).toEqual(expect.arrayContaining(['invoice.dueDate', 'arrangement.nextDueDate']));
  });
});
