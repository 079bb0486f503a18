/**
 * contract:proxy forwards every call unchanged and flags the answers that break the contract: here
 * a backend (a stub) whose customer list carries one seeded violation (an amount as a number).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readContract } from './contract.ts';
import { operationMatcher, startValidationProxy, type ProxyViolation, type ValidationProxy } from './proxy.ts';

const doc = readContract();
const found: ProxyViolation[] = [];
let upstream: Server;
let proxy: ValidationProxy;

const administration = { id: 'adm-nl-001', name: 'Van Dijk', country: 'NL', currency: 'EUR', language: 'nl' };

beforeAll(async () => {
  upstream = createServer((req, res) => {
    if (req.url === '/v1.0/administrations') {
      res.setHeader('Content-Type', 'application/json');
      // The seeded violations: `currency` must be a string, and `legacyCode` is no field of the contract.
      res.end(JSON.stringify({ items: [administration, { ...administration, id: 'adm-xx', currency: 978, legacyCode: 'VD' }] }));
      return;
    }
    if (req.url === '/v1.0/account/me') {
      res.statusCode = 401;
      res.setHeader('Content-Type', 'application/problem+json');
      res.end(JSON.stringify({ title: 'Unauthorized', status: 401 }));
      return;
    }
    res.statusCode = 404;
    res.end('nothing here');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  proxy = await startValidationProxy({ upstream: `http://127.0.0.1:${port}`, port: 0, doc, onViolation: (v) => found.push(v) });
});

afterAll(async () => {
  await proxy?.close();
  await new Promise<void>((resolve) => upstream?.close(() => resolve()));
});

it('forwards answers unchanged and logs only the ones that break the contract', async () => {
  const list = await fetch(`${proxy.url}/v1.0/administrations`, { headers: { Authorization: 'Bearer t' } });
  expect(list.status).toBe(200);
  expect(((await list.json()) as { items: unknown[] }).items).toHaveLength(2);
  const me = await fetch(`${proxy.url}/v1.0/account/me`);
  expect(me.status).toBe(401);
  await me.text();
  const unknown = await fetch(`${proxy.url}/v1.0/no-such-path`);
  expect(unknown.status).toBe(404);
  await unknown.text();

  await expect.poll(() => found.length).toBe(2);
  expect(found[0]).toMatchObject({ method: 'GET', path: '/v1.0/administrations', status: 200, operationId: 'listAdministrations' });
  expect(found[0]!.violations.map((v) => `${v.kind}: ${v.message}`)).toEqual([
    'body: /items/1/currency must be string',
    'body: /items/1 must NOT have unevaluated properties: legacyCode',
  ]);
  expect(found[1]).toMatchObject({ path: '/v1.0/no-such-path', operationId: undefined });
});

it('matches a path to the most specific operation', () => {
  const match = operationMatcher(doc);
  expect(match('POST', '/administrations/adm-nl-001/customers/bulk-pause')?.operationId).toBe('bulkPauseCustomersDunning');
  expect(match('GET', '/administrations/adm-nl-001/customers/cus-nl-0001')?.operationId).toBe('getCustomer');
  expect(match('GET', '/administrations/adm-nl-001/customers/cus-nl-0001/nothing')).toBeUndefined();
});
