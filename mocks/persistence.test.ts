import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMockBackend } from './backend';
import { SNAPSHOT_VERSION } from './db/db';
import { createFileAdapter } from './persistence/file';
import { startMockApi, type MockApi } from './server';
import { resolveSeedOptions, type SeedOptions } from './seed/seed';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mock-db-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('file adapter', () => {
  it('round-trips a snapshot, writing once per burst and atomically', async () => {
    const file = join(dir, 'nested', 'db.json');
    const backend = createMockBackend({ adapter: createFileAdapter(file, { debounceMs: 20 }), seed: { templates: 3 } });
    await backend.store.ready;
    const template = backend.store.db.templates.findFirst();
    if (!template) throw new Error('no template');
    await backend.store.db.templates.update(template, { data: (t) => void (t.name = 'Renamed once') });
    backend.store.commit();
    await backend.store.db.templates.update(template, { data: (t) => void (t.name = 'Renamed twice') });
    backend.store.commit();
    backend.store.flush();

    expect(readdirSync(join(dir, 'nested'))).toEqual(['db.json']);
    const reloaded = createFileAdapter(file).load();
    expect(reloaded?.data.templates.find((t) => t.id === template.id)?.name).toBe('Renamed twice');
    expect(reloaded).toEqual(backend.store.snapshot());
  });

  it('re-seeds when the file is not a database of this version', async () => {
    const file = join(dir, 'db.json');
    writeFileSync(file, '{"version": 0}');
    const warnings: string[] = [];
    const backend = createMockBackend({ adapter: createFileAdapter(file, { log: (m) => warnings.push(m), debounceMs: 0 }) });
    await backend.store.ready;
    backend.store.flush();
    expect(warnings.join()).toMatch(/not a database of this version/);
    expect(backend.store.db.templates.count()).toBe(80);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ version: SNAPSHOT_VERSION, seed: { templates: 40 } });
  });
});

describe('HTTP mock API', () => {
  let api: MockApi | undefined;
  const lines: string[] = [];
  const start = async (seed: SeedOptions = {}) => {
    api = await startMockApi({ port: 0, dataFile: join(dir, 'db.json'), ...seed, log: (line) => lines.push(line) });
    return api;
  };
  afterEach(async () => {
    await api?.close();
    api = undefined;
    lines.length = 0;
  });

  it('serves the API root with CORS for another origin', async () => {
    const { url } = await start();
    const origin = 'http://127.0.0.1:5173';
    const preflight = await fetch(`${url}/administrations/adm-nl-001/templates`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toMatch(/Authorization/);
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toMatch(/PUT/);

    const created = await fetch(`${url}/administrations/adm-nl-001/templates`, {
      method: 'POST',
      headers: { Origin: origin, 'Content-Type': 'application/json', Authorization: 'Bearer mock-access-anna' },
      body: JSON.stringify({ name: 'Over HTTP', hml: '' }),
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    expect(created.headers.get('Access-Control-Expose-Headers')).toContain('Location');
    expect(created.headers.get('Location')).toMatch(new RegExp(`^${url}/administrations/adm-nl-001/templates/`));

    const image = await fetch(`${url}/administrations/adm-nl-001/users/usr-anna/avatar`);
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await image.text()).toMatch(/^<svg/);
  });

  it('logs one line per request without tokens', async () => {
    const { url } = await start();
    await fetch(`${url}/administrations?access_token=secret-value`, { headers: { Authorization: 'Bearer mock-access-anna' } });
    await fetch(`${url}/account/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'access_token=mock-access-anna&refresh_token=mock-refresh-anna',
    });
    // A line is written when its answer has been sent, which can be just after fetch resolves.
    await vi.waitFor(() => expect(lines).toHaveLength(2));
    expect(lines).toEqual([
      expect.stringMatching(/^GET \/v1\.0\/administrations\?access_token=\*\*\* 200 \d+ms$/),
      expect.stringMatching(/^POST \/v1\.0\/account\/refresh 200 \d+ms$/),
    ]);
    expect(lines.join('\n')).not.toMatch(/mock-access|mock-refresh|secret-value/);
  });

  it('answers unknown routes and methods with problems', async () => {
    const { url } = await start();
    const unknown = await fetch(`${url}/customers`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('Content-Type')).toBe('application/problem+json');
    const method = await fetch(`${url}/administrations`, { method: 'DELETE' });
    expect(method.status).toBe(405);
    expect(method.headers.get('Allow')).toBe('GET');
  });

  it('drops the connection for a network-error fault', async () => {
    const { url } = await start();
    await fetch(`${url}/__mock/faults`, { method: 'POST', body: JSON.stringify({ path: '/administrations', networkError: true, times: 1 }) });
    await expect(fetch(`${url}/administrations`)).rejects.toThrow();
    expect((await fetch(`${url}/administrations`)).status).toBe(200);
  });

  it('keeps changes across a restart', async () => {
    const first = await start();
    const created = await fetch(`${first.url}/administrations/adm-nl-001/templates`, {
      method: 'POST',
      body: JSON.stringify({ name: 'Survives restarts', hml: '<p>x</p>', media: ['email'] }),
    });
    const { id } = (await created.json()) as { id: string };
    await first.close();
    expect(existsSync(join(dir, 'db.json'))).toBe(true);

    const second = await start();
    const template = await fetch(`${second.url}/administrations/adm-nl-001/templates/${id}`);
    expect(await template.json()).toMatchObject({ id, name: 'Survives restarts' });
  });

  it('re-seeds when a different size is asked for explicitly', async () => {
    const first = await start();
    await first.close();
    const second = await start({ templates: 7 });
    const { items } = (await (await fetch(`${second.url}/administrations/adm-gb-002/templates`)).json()) as { items: unknown[] };
    expect(items).toHaveLength(7);
    expect(lines.join('\n')).toMatch(/seeded with 40 templates(, [^;]+)? per administration; re-seeding with 7 templates/);
  });

  it('re-seeds when another scale is asked for, and keeps the data when the same sizes are', async () => {
    const first = await start({ scale: 0.25 });
    await fetch(`${first.url}/administrations/adm-nl-001/templates`, { method: 'POST', body: JSON.stringify({ name: 'Kept', hml: '' }) });
    await first.close();
    // The same sizes, named one by one: templates 10 is what the scale 0.25 gave them.
    const second = await start({ ...resolveSeedOptions({ scale: 0.25 }), templates: 10 });
    const { items } = (await (await fetch(`${second.url}/administrations/adm-nl-001/templates`)).json()) as { items: { name: string }[] };
    expect(items).toHaveLength(11);
    expect(items.map((t) => t.name)).toContain('Kept');
    await second.close();
    const third = await start({ scale: 2 });
    const health = (await (await fetch(`${third.url}/__mock/health`)).json()) as { seed: unknown; counts: Record<string, number> };
    expect(health.seed).toEqual(resolveSeedOptions({ scale: 2 }));
    expect(health.seed).toMatchObject({ templates: 80 });
    expect(health.counts.templates).toBe(160);
    expect(lines.join('\n')).toMatch(/re-seeding with 80 templates/);
  });
});
