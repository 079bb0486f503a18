/**
 * The route wrapper: answers are shaped by the generated schema of their operation, and a handler
 * that breaks the contract answers 500 with a console error instead of reaching the client.
 */
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getGetTemplateMockHandler, getListTemplatesMockHandler } from '#api/generated/endpoints/templates/templates.msw';
import { getGetProfileMockHandler } from '#api/generated/endpoints/administrations/administrations.msw';
import { getForgotPasswordMockHandler } from '#api/generated/endpoints/account/account.msw';
import type { Template } from '#api/generated/model/index';
import { createMockBackend } from '../backend';
import { answer } from './answers';
import { z } from 'zod';
import { publicRoute, queryParams, route, scopeOf } from './route';

const BASE = 'http://api.test/v1.0';
const TEMPLATE = `${BASE}/administrations/adm-nl-001/templates/t-1`;
const backend = createMockBackend({ seed: { templates: 0 } });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const record = {
  id: 't-1',
  administrationId: 'adm-nl-001',
  name: 'Reminder',
  hml: '<p>Hi</p>',
  media: ['email'],
  thumbnail: null,
  language: 'en',
  headerFooterId: null,
  'last-modified-date': '2026-11-20T09:00:00Z',
  etag: '"v1"',
  secretNote: 'never in an answer',
};

async function problemOf(response: Response) {
  expect(response.headers.get('Content-Type')).toBe('application/problem+json');
  return (await response.json()) as { status: number; detail: string };
}

describe('answers', () => {
  it('drops what a record keeps beside the contract', async () => {
    server.use(getGetTemplateMockHandler(route<Template>(backend.context, 'getTemplate', () => record as Template)));
    const response = await fetch(TEMPLATE);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ ...record, administrationId: undefined, secretNote: undefined });
    expect(Object.keys(body)).not.toContain('administrationId');
    expect(Object.keys(body)).not.toContain('secretNote');
  });

  it('answers 500 and logs when the answer breaks its schema', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(getGetTemplateMockHandler(route<Template>(backend.context, 'getTemplate', () => ({ ...record, name: 42 }) as never)));
    const response = await fetch(TEMPLATE);
    expect(response.status).toBe(500);
    const problem = await problemOf(response);
    expect(problem.detail).toMatch(/broke the contract of getTemplate: the 200 answer does not match its schema/);
    expect(problem.detail).toMatch(/name/);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^\[mock\] getTemplate: the 200 answer does not match/));
  });

  it('answers 500 for a status the contract does not document, a JSON Response or a body where none is documented', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(getGetTemplateMockHandler(route<Template>(backend.context, 'getTemplate', () => answer(201, record as Template))));
    expect((await problemOf(await fetch(TEMPLATE))).detail).toMatch(/no JSON answer with status 201/);
    server.use(getGetTemplateMockHandler(route<Template>(backend.context, 'getTemplate', () => HttpResponse.json(record))));
    expect((await problemOf(await fetch(TEMPLATE))).detail).toMatch(/must be returned as a value or answer\(\)/);
    server.use(getForgotPasswordMockHandler(publicRoute<void>(backend.context, 'forgotPassword', () => ({ sent: true }) as never)));
    const forgot = await fetch(`${BASE}/account/forgot-password`, { method: 'POST', body: '{}' });
    expect((await problemOf(forgot)).detail).toMatch(/documents no JSON answer/);
    expect(errors).toHaveBeenCalledTimes(3);
  });

  it('lets the generated handler answer operations without a body', async () => {
    server.use(getForgotPasswordMockHandler(publicRoute<void>(backend.context, 'forgotPassword', () => undefined)));
    const response = await fetch(`${BASE}/account/forgot-password`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('');
  });

  it('answers 500 when a handler serves another operation’s URL', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(getListTemplatesMockHandler(route(backend.context, 'getTemplate', () => ({ items: [] }))));
    const response = await fetch(`${BASE}/administrations/adm-nl-001/templates`);
    expect((await problemOf(response)).detail).toMatch(/its handler answered GET \/v1.0\/administrations\/adm-nl-001\/templates \(listTemplates\)/);
    expect(errors).toHaveBeenCalled();
  });
});

describe('declaring routes', () => {
  it('refuses an operation the contract does not have, or the wrong kind of route', () => {
    expect(() => route(backend.context, 'listWidgets', () => undefined)).toThrow(/no contract operation listWidgets/);
    expect(() => route(backend.context, 'login', () => undefined)).toThrow(/login is public: use publicRoute/);
    expect(() => publicRoute(backend.context, 'getTemplate', () => undefined)).toThrow(/getTemplate is signed-in: use route/);
  });

  it('hands the resolver the checked administration', async () => {
    server.use(
      getGetProfileMockHandler(
        route(backend.context, 'getProfile', (input) => {
          const { administrationId, membership } = scopeOf(input);
          return { ...input.user, administrationId, permissions: membership.permissions.slice(0, 1) };
        }),
      ),
    );
    const response = await fetch(`${BASE}/administrations/adm-gb-002/profile`);
    expect(await response.json()).toMatchObject({ id: 'usr-anna', administrationId: 'adm-gb-002', permissions: ['Manage_Tasks'] });
  });
});

describe('queryParams', () => {
  const schema = z.object({
    page: z.number().min(1).default(1),
    'per-page': z.union([z.literal(10), z.literal(25)]).default(25),
    name: z.string().optional(),
  });
  const parse = (query: string) => queryParams(new URL(`${BASE}/x?${query}`), schema);

  it('reads numeric text as a number where the contract asks for one, and text elsewhere', () => {
    expect(parse('page=2&per-page=10&name=2026')).toEqual({ page: 2, 'per-page': 10, name: '2026' });
  });

  it('answers what is no number, or no allowed one, as a 400 naming the parameter', () => {
    for (const query of ['page=two', 'page=0', 'per-page=7', 'page=']) {
      expect(() => parse(query), query).toThrow(expect.objectContaining({ status: 400 }));
    }
  });
});
