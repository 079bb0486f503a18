/**
 * The mock keeps the contract: every operation is called through msw/node with plain fetch, every
 * status the contract documents for it is produced at least once, every JSON answer is checked
 * with the generated zod schema of its status, and every error answer is problem+json.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import type { Problem } from '#api/generated/model/index';
import { operations, type OperationEntry } from '#api/generated/operations';
import { responseSchemas } from '#api/generated/response-schemas';
import { findOperation } from './handlers/operations';
import { createMockServer, SEED_ACCOUNT_TOKENS, SEED_IDS, SEED_PASSWORD, SEED_TOKENS, SEED_TOTP_SECRETS, totpCode } from './node';

const BASE = 'http://api.test/v1.0';
const NL = SEED_IDS.administrations.nl;
const GB = SEED_IDS.administrations.gb;

const problemSchema = z.object({
  type: z.string().optional(),
  title: z.string(),
  status: z.number().int().min(400).max(599),
  detail: z.string().optional(),
  instance: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
}) satisfies z.ZodType<Problem>;

type Spec = { paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>> };
const spec = parse(readFileSync('openapi/openapi.yaml', 'utf8')) as Spec;

/** Documented statuses per operationId, straight from the contract. */
const documented = new Map<string, number[]>();
for (const item of Object.values(spec.paths)) {
  for (const op of Object.values(item)) {
    if (op.operationId) documented.set(op.operationId, Object.keys(op.responses ?? {}).map(Number));
  }
}

const mock = createMockServer();
const produced = new Set<string>();

beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

const json = (body: unknown): RequestInit => ({
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json' },
});
const bearer = (token: string): RequestInit => ({ headers: { Authorization: `Bearer ${token}` } });

/** Calls the mock and checks the answer against the contract; returns the parsed body. */
async function call(method: string, path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown; response: Response }> {
  const url = new URL(`${BASE}${path}`);
  const op = findOperation(url.pathname, method);
  expect(op, `${method} ${path} is not a contract operation`).toBeDefined();
  const { operationId } = op as OperationEntry;
  const responses = responseSchemas[operationId] ?? {};
  const response = await fetch(url, { method, ...init });
  const { status } = response;
  expect(documented.get(operationId), `${operationId} answered undocumented ${status}`).toContain(status);
  produced.add(`${operationId} ${status}`);

  const type = response.headers.get('Content-Type') ?? '';
  if (status >= 400) {
    expect(type).toMatch(/^application\/problem\+json/);
    const problem = problemSchema.parse(await response.json());
    expect(problem.status).toBe(status);
    return { status, body: problem, response };
  }
  const schema = responses[status];
  if (schema) {
    expect(type).toMatch(/^application\/json/);
    const body: unknown = await response.json();
    const result = schema.safeParse(body);
    expect(result.success, `${operationId} ${status}: ${JSON.stringify(result.error?.issues.slice(0, 3))}`).toBe(true);
    return { status, body, response };
  }
  if (status === 204 || status === 202) {
    expect(await response.text()).toBe('');
    return { status, body: undefined, response };
  }
  // Binary answers (images).
  expect(type).toMatch(/^image\//);
  expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
  return { status, body: undefined, response };
}

function templateIdOf(body: unknown): string {
  return (body as { items: { id: string }[] }).items[0]?.id ?? '';
}

const headerFooter = {
  name: 'Contract test footer',
  'header-html': '',
  'footer-html': '<p>Footer</p>',
  'body-left-margin': 0,
  'body-right-margin': 0,
  'header-top-margin': 0,
  'header-height': 0,
  'footer-top-margin': 8,
  'footer-height': 40,
  'footer-bottom-margin': 8,
  'feader-bottom-margin': 0,
  metric: 'px',
};

describe('contract', () => {
  it('answers every operation successfully within the contract', async () => {
    const form = (body: Record<string, string>): RequestInit => ({
      body: new URLSearchParams(body).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const refreshed = await call('POST', '/account/refresh', form({ access_token: SEED_TOKENS.anna.access, refresh_token: SEED_TOKENS.anna.refresh }));
    expect(refreshed.status).toBe(200);

    expect((await call('GET', '/administrations')).status).toBe(200);
    expect((await call('GET', `/administrations/${NL}/profile`)).status).toBe(200);

    const list = await call('GET', `/administrations/${NL}/templates?name=remind&sort-by=name&sort-order=asc`);
    expect(list.status).toBe(200);
    const all = await call('GET', `/administrations/${NL}/templates`);
    const templateId = templateIdOf(all.body);

    const created = await call('POST', `/administrations/${NL}/templates`, json({ name: 'Contract test', hml: '' }));
    expect(created.status).toBe(201);
    expect(created.response.headers.get('Location')).toMatch(new RegExp(`/v1.0/administrations/${NL}/templates/.+`));
    const newId = (created.body as { id: string }).id;

    const fetched = await call('GET', `/administrations/${NL}/templates/${templateId}`);
    expect(fetched.status).toBe(200);
    const updated = await call(
      'PUT',
      `/administrations/${NL}/templates/${newId}`,
      json({ name: 'Contract test 2', hml: '<p>Hi {{customer.name}}</p>', media: ['email', 'sms'], language: 'en', headerFooterId: 'hf-nl-email' }),
    );
    expect(updated.status).toBe(200);
    expect((await call('DELETE', `/administrations/${NL}/templates/${newId}`)).status).toBe(204);

    expect((await call('GET', `/administrations/${NL}/headers-footers?name=letter`)).status).toBe(200);
    const hf = await call('POST', `/administrations/${NL}/headers-footers`, json(headerFooter));
    expect(hf.status).toBe(201);
    const hfId = (hf.body as { id: string }).id;
    expect((await call('PUT', `/administrations/${NL}/headers-footers/${hfId}`, json({ ...headerFooter, metric: 'cm' }))).status).toBe(200);
    expect((await call('DELETE', `/administrations/${NL}/headers-footers/${hfId}`)).status).toBe(204);

    expect((await call('GET', `/template-placeholders?administrationId=${NL}&category=invoice&media=sms&search=amount`)).status).toBe(200);

    const thumbnail = (fetched.body as { thumbnail: string }).thumbnail;
    expect((await call('GET', `/administrations/${NL}/images/${thumbnail}`)).status).toBe(200);
    expect((await call('GET', `/administrations/${NL}/users/usr-anna/avatar`)).status).toBe(200);
  });

  it('answers documented client errors as problem+json', async () => {
    const nlTemplates = await call('GET', `/administrations/${NL}/templates`);
    const nlTemplate = templateIdOf(nlTemplates.body);
    const gbTemplate = templateIdOf((await call('GET', `/administrations/${GB}/templates`)).body);
    const expired = await mock.issueTokens('usr-anna', { accessTtlMs: -1 });
    const james = bearer(SEED_TOKENS.james.access);

    // 400: invalid form, query and bodies.
    expect((await call('POST', '/account/refresh', { body: 'access_token=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })).status).toBe(400);
    expect((await call('GET', `/administrations/${NL}/templates?sort-by=size`)).status).toBe(400);
    const invalid = await call('POST', `/administrations/${NL}/templates`, json({ name: '', hml: 1 }));
    expect(invalid.status).toBe(400);
    expect((invalid.body as Problem).errors?.map((e) => e.field).sort()).toEqual(['hml', 'name']);
    expect((await call('PUT', `/administrations/${NL}/templates/${nlTemplate}`, json({ name: 'x', hml: '', media: ['fax'] }))).status).toBe(400);
    expect((await call('POST', `/administrations/${NL}/headers-footers`, json({ ...headerFooter, metric: 'in' }))).status).toBe(400);
    expect((await call('PUT', `/administrations/${NL}/headers-footers/hf-nl-email`, json({ ...headerFooter, 'footer-height': -1 }))).status).toBe(400);
    expect((await call('GET', '/template-placeholders?category=weather')).status).toBe(400);

    // 401: unknown refresh token; expired or unknown access tokens on every other operation.
    expect((await call('POST', '/account/refresh', { body: 'access_token=a&refresh_token=nope', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })).status).toBe(401);
    const unauthorized: [string, string][] = [
      ['GET', '/administrations'],
      ['GET', `/administrations/${NL}/profile`],
      ['GET', `/administrations/${NL}/templates`],
      ['POST', `/administrations/${NL}/templates`],
      ['GET', `/administrations/${NL}/templates/${nlTemplate}`],
      ['PUT', `/administrations/${NL}/templates/${nlTemplate}`],
      ['DELETE', `/administrations/${NL}/templates/${nlTemplate}`],
      ['GET', `/administrations/${NL}/headers-footers`],
      ['POST', `/administrations/${NL}/headers-footers`],
      ['PUT', `/administrations/${NL}/headers-footers/hf-nl-email`],
      ['DELETE', `/administrations/${NL}/headers-footers/hf-nl-email`],
      ['GET', '/template-placeholders'],
      ['GET', `/administrations/${NL}/images/img-x`],
      ['GET', `/administrations/${NL}/users/usr-anna/avatar`],
    ];
    for (const [method, path] of unauthorized) {
      const token = method === 'GET' ? 'not-a-token' : expired.access_token;
      expect((await call(method, path, bearer(token))).status).toBe(401);
    }

    // 403: James works only in the British administration; Anna may not configure it.
    const forbidden: [string, string, RequestInit][] = [
      ['GET', `/administrations/${NL}/profile`, james],
      ['GET', `/administrations/${NL}/templates`, james],
      ['POST', `/administrations/${GB}/templates`, json({ name: 'x', hml: '' })],
      ['GET', `/administrations/${NL}/templates/${nlTemplate}`, james],
      ['PUT', `/administrations/${GB}/templates/${gbTemplate}`, json({ name: 'x', hml: '', media: [] })],
      ['DELETE', `/administrations/${GB}/templates/${gbTemplate}`, {}],
      ['GET', `/administrations/${NL}/headers-footers`, james],
      ['POST', `/administrations/${GB}/headers-footers`, json(headerFooter)],
      ['PUT', `/administrations/${GB}/headers-footers/hf-gb-email`, json(headerFooter)],
      ['DELETE', `/administrations/${GB}/headers-footers/hf-gb-email`, {}],
      ['GET', `/administrations/${NL}/images/img-x`, james],
      ['GET', `/administrations/${NL}/users/usr-anna/avatar`, james],
    ];
    for (const [method, path, init] of forbidden) {
      expect((await call(method, path, init)).status, `${method} ${path}`).toBe(403);
    }

    // 404: unknown administration (profile), records and images.
    const missing: [string, string, RequestInit][] = [
      ['GET', '/administrations/adm-xx-999/profile', {}],
      ['GET', `/administrations/${NL}/templates/nope`, {}],
      ['PUT', `/administrations/${NL}/templates/nope`, json({ name: 'x', hml: '', media: [] })],
      ['DELETE', `/administrations/${NL}/templates/nope`, {}],
      ['PUT', `/administrations/${NL}/headers-footers/nope`, json(headerFooter)],
      ['DELETE', `/administrations/${NL}/headers-footers/nope`, {}],
      ['GET', `/administrations/${NL}/images/nope`, {}],
      ['GET', `/administrations/${NL}/users/usr-sanne/avatar`, {}],
    ];
    for (const [method, path, init] of missing) {
      expect((await call(method, path, init)).status, `${method} ${path}`).toBe(404);
    }
  });

  it('answers injected server errors as problem+json for every operation', async () => {
    for (const op of operations) {
      const path = op.path.replace(/\{[^}]+\}/g, (name) => (name === '{administrationId}' ? NL : 'x'));
      mock.injectFault({ method: op.method, path: `*${op.path.replace(/\{([^}]+)\}/g, ':$1')}`, status: 500, times: 1 });
      expect((await call(op.method, path)).status).toBe(500);
    }
  });

  it('answers the ordinary-credentials path within the contract', async () => {
    const strong = 'Harbour&Freight7';
    const sanne = { headers: { ...bearer(SEED_TOKENS.sanne.access).headers, 'Content-Type': 'application/json' } };
    const withSanne = (body: unknown): RequestInit => ({ ...sanne, body: JSON.stringify(body) });

    // Sign-in: tokens, a two-factor challenge, bad input, bad credentials, the throttle.
    expect((await call('POST', '/account/login', json({ email: 'sanne.bakker@example.com', password: SEED_PASSWORD }))).status).toBe(200);
    const challenged = await call('POST', '/account/login', json({ email: 'james.whitfield@example.com', password: SEED_PASSWORD }));
    const { challengeToken } = challenged.body as { challengeToken: string };
    expect((await call('POST', '/account/login/two-factor', json({ challengeToken, code: '000000' }))).status).toBe(401);
    expect((await call('POST', '/account/login/two-factor', json({ challengeToken, code: 'abc' }))).status).toBe(400);
    expect((await call('POST', '/account/login/two-factor', json({ challengeToken, code: totpCode(SEED_TOTP_SECRETS.james) }))).status).toBe(200);
    expect((await call('POST', '/account/login', json({ email: 'nope', password: 'x' }))).status).toBe(400);
    for (let i = 0; i < 5; i++) {
      expect((await call('POST', '/account/login', json({ email: 'throttled@example.com', password: 'x' }))).status).toBe(401);
    }
    expect((await call('POST', '/account/login', json({ email: 'throttled@example.com', password: 'x' }))).status).toBe(429);
    const throttledChallenge = await call('POST', '/account/login', json({ email: 'james.whitfield@example.com', password: SEED_PASSWORD }));
    const second = (throttledChallenge.body as { challengeToken: string }).challengeToken;
    for (let i = 0; i < 5; i++) await call('POST', '/account/login/two-factor', json({ challengeToken: second, code: '000000' }));
    expect((await call('POST', '/account/login/two-factor', json({ challengeToken: second, code: '000000' }))).status).toBe(429);

    // Forgotten password and reset.
    expect((await call('POST', '/account/forgot-password', json({ email: 'anna.devries@example.com' }))).status).toBe(202);
    expect((await call('POST', '/account/forgot-password', json({ email: 'not an address' }))).status).toBe(400);
    const mail = mock.store.db.outbox.findFirst((q) => q.where({ kind: 'password-reset' }));
    const resetToken = new URL(mail?.link ?? '').searchParams.get('token') ?? '';
    expect((await call('POST', '/account/reset-password', json({ token: resetToken, password: 'weak' }))).status).toBe(400);
    expect((await call('POST', '/account/reset-password', json({ token: resetToken, password: strong }))).status).toBe(204);

    // Activation.
    expect((await call('GET', `/account/activation/${SEED_ACCOUNT_TOKENS.activation}`)).status).toBe(200);
    expect((await call('GET', `/account/activation/${SEED_ACCOUNT_TOKENS.expiredActivation}`)).status).toBe(404);
    expect((await call('POST', '/account/activate', json({ token: SEED_ACCOUNT_TOKENS.activation, password: 'weak' }))).status).toBe(400);
    expect((await call('POST', '/account/activate', json({ token: SEED_ACCOUNT_TOKENS.activation, password: strong }))).status).toBe(204);
    expect((await call('POST', '/account/activate', json({ token: SEED_ACCOUNT_TOKENS.activation, password: strong }))).status).toBe(404);

    // Sign-up.
    const signup = { name: 'Olivia Hart', email: 'olivia.hart@example.com', company: 'Hart Logistics Ltd', password: strong };
    expect((await call('POST', '/account/signup', json(signup))).status).toBe(201);
    expect((await call('POST', '/account/signup', json(signup))).status).toBe(409);
    expect((await call('POST', '/account/signup', json({ ...signup, password: 'weak' }))).status).toBe(400);

    // The signed-in account and two-factor setup.
    expect((await call('GET', '/account/me', sanne)).status).toBe(200);
    expect((await call('GET', '/account/me', bearer('nope'))).status).toBe(401);
    expect((await call('POST', '/account/two-factor/verify', withSanne({ code: '123456' }))).status).toBe(409);
    const setup = await call('POST', '/account/two-factor/setup', sanne);
    expect(setup.status).toBe(200);
    const { secret } = setup.body as { secret: string };
    expect((await call('POST', '/account/two-factor/verify', withSanne({ code: 'abcdef' }))).status).toBe(400);
    expect((await call('POST', '/account/two-factor/verify', withSanne({ code: totpCode(secret) }))).status).toBe(204);
    expect((await call('POST', '/account/two-factor/setup', sanne)).status).toBe(409);
    expect((await call('POST', '/account/two-factor/setup', bearer('nope'))).status).toBe(401);
    expect((await call('POST', '/account/two-factor/verify', { ...json({ code: '123456' }), headers: { ...bearer('nope').headers, 'Content-Type': 'application/json' } })).status).toBe(401);
  });

  it('produced every status the contract documents', () => {
    const expected = [...documented].flatMap(([id, statuses]) => statuses.map((status) => `${id} ${status}`));
    expect([...produced].sort()).toEqual(expected.sort());
  });
});
