import { clearFaults, createMockServer, injectFault, resetMockDb, SEED_IDS } from './node';
import { resolveSeedOptions } from './seed/seed';

const BASE = 'http://api.test/v1.0';
const TEMPLATES = `${BASE}/administrations/${SEED_IDS.administrations.nl}/templates`;

// devTokens: the control routes' test below mints tokens (MOCK_DEV_TOKENS=1 on the HTTP server).
const mock = createMockServer({ devTokens: true });
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetMockDb());
afterAll(() => mock.server.close());

describe('fault injection (programmatic)', () => {
  it('answers an injected status as problem+json', async () => {
    injectFault({ path: '/templates', status: 503 });
    const response = await fetch(TEMPLATES);
    expect(response.status).toBe(503);
    expect(response.headers.get('Content-Type')).toBe('application/problem+json');
    expect(await response.json()).toMatchObject({ status: 503, title: 'Service Unavailable' });
    // Other operations are unaffected.
    expect((await fetch(`${BASE}/administrations`)).status).toBe(200);
  });

  it('answers a raw malformed body', async () => {
    injectFault({ method: 'GET', path: '*/administrations/:administrationId/templates', body: '{"items": [' });
    const response = await fetch(TEMPLATES);
    expect(response.status).toBe(200);
    await expect(response.json()).rejects.toThrow();
  });

  it('matches the method', async () => {
    injectFault({ method: 'POST', path: '/templates', status: 500 });
    expect((await fetch(TEMPLATES)).status).toBe(200);
    expect((await fetch(TEMPLATES, { method: 'POST', body: '{}' })).status).toBe(500);
  });

  it('expires after `times` matches', async () => {
    injectFault({ path: '/templates', status: 500, times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await fetch(TEMPLATES)).status);
    expect(statuses).toEqual([500, 500, 200]);
    expect(mock.faults.list()).toEqual([]);
  });

  it('delays and then answers normally', async () => {
    injectFault({ path: '/templates', delayMs: 150, times: 1 });
    const started = performance.now();
    const response = await fetch(TEMPLATES);
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('fails at the network level', async () => {
    injectFault({ path: '/templates', networkError: true, times: 1 });
    await expect(fetch(TEMPLATES)).rejects.toThrow(TypeError);
    expect((await fetch(TEMPLATES)).status).toBe(200);
  });

  it('clears all rules', async () => {
    injectFault({ path: '', status: 500 });
    expect((await fetch(`${BASE}/administrations`)).status).toBe(500);
    clearFaults();
    expect((await fetch(`${BASE}/administrations`)).status).toBe(200);
  });

  it('rejects a rule without an effect', () => {
    expect(() => injectFault({ path: '/templates' })).toThrow(/at least one/);
  });
});

describe('control endpoints', () => {
  it('adds, lists and clears faults over HTTP', async () => {
    const added = await fetch('http://api.test/__mock/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'get', path: '/templates', status: 500, times: 1 }),
    });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ id: expect.any(String), path: '/templates', remaining: 1 });
    const listed = (await (await fetch('http://api.test/__mock/faults')).json()) as { items: unknown[] };
    expect(listed.items).toHaveLength(1);
    expect((await fetch(TEMPLATES)).status).toBe(500);

    await fetch('http://api.test/__mock/faults', { method: 'POST', body: JSON.stringify({ path: '', status: 500 }) });
    expect((await fetch('http://api.test/__mock/faults', { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(TEMPLATES)).status).toBe(200);
  });

  it('rejects an invalid fault with a 400 problem', async () => {
    const response = await fetch(`${BASE}/__mock/faults`, { method: 'POST', body: JSON.stringify({ path: 1, status: 42 }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: expect.arrayContaining([expect.objectContaining({ field: 'path' })]) });
  });

  it('resets the data, optionally with another size, and clears faults', async () => {
    await fetch(TEMPLATES, { method: 'POST', body: JSON.stringify({ name: 'Temporary', hml: '' }) });
    injectFault({ path: '/administrations', delayMs: 1 });
    const reset = await fetch(`${BASE}/__mock/reset`, { method: 'POST', body: JSON.stringify({ templates: 5 }) });
    expect(await reset.json()).toEqual({ status: 'ok', seed: { ...resolveSeedOptions(), templates: 5 } });
    const { items } = (await (await fetch(TEMPLATES)).json()) as { items: { name: string }[] };
    expect(items).toHaveLength(5);
    expect(mock.faults.list()).toEqual([]);

    const scaled = await fetch(`${BASE}/__mock/reset`, { method: 'POST', body: JSON.stringify({ scale: 0.5 }) });
    expect(await scaled.json()).toEqual({ status: 'ok', seed: resolveSeedOptions({ scale: 0.5 }) });
    expect(resolveSeedOptions({ scale: 0.5 }).templates).toBe(20);
    const tooBig = await fetch(`${BASE}/__mock/reset`, { method: 'POST', body: JSON.stringify({ scale: 1000 }) });
    expect(tooBig.status).toBe(400);
    expect(await tooBig.json()).toMatchObject({ errors: [{ field: 'scale', message: expect.stringMatching(/templates must be an integer from 0 to 20000/) }] });

    await fetch(`${BASE}/__mock/reset`, { method: 'POST' });
    const health = (await (await fetch(`${BASE}/__mock/health`)).json()) as { status: string; counts: { templates: number } };
    expect(health).toMatchObject({ status: 'ok', counts: { templates: 80 } });
  });

  it('issues short-lived tokens for refresh-flow tests', async () => {
    const issued = await fetch(`${BASE}/__mock/tokens`, { method: 'POST', body: JSON.stringify({ userId: 'usr-james', accessTtlSeconds: 60 }) });
    expect(issued.status).toBe(201);
    const pair = (await issued.json()) as { access_token: string; refresh_token: string };
    const admins = await fetch(`${BASE}/administrations`, { headers: { Authorization: `Bearer ${pair.access_token}` } });
    expect(((await admins.json()) as { items: { id: string }[] }).items.map((a) => a.id)).toEqual([SEED_IDS.administrations.gb]);
  });
});
