/**
 * contract:check can fail: against the Node mock API behind a wrapper that breaks three answers on
 * purpose (a field of the wrong type, a declared header dropped, a 500 for bad input) it reports
 * exactly those three violations, and against the mock as it is none (for the same operations).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_TOKENS } from '../../mocks/seed/fixtures.ts';
// mocks/node.ts reads the seeds the test run built once (tests/setup/seed-cache.ts) instead of seeding again.
import '../../mocks/node.ts';
import { startMockApi, type MockApi } from '../../mocks/server.ts';
import { runCheck, violationCount } from './check.ts';
import { readContract } from './contract.ts';
import { startValidationProxy, type ProxiedAnswer, type ValidationProxy } from './proxy.ts';
import { htmlReport, junitReport, terminalReport } from './report.ts';

const doc = readContract();
const ONLY = ['listAdministrations', 'getCustomer', 'listCustomers'];

/** The deliberate faults, each on one answer. */
function breakAnswers({ method, path }: { method: string; path: string }, answer: ProxiedAnswer): ProxiedAnswer {
  if (method === 'GET' && /\/v1\.0\/administrations$/.test(path) && answer.status === 200) {
    const body = JSON.parse(answer.body.toString('utf8')) as { items: { name: unknown }[] };
    body.items[0]!.name = 42;
    return { ...answer, body: Buffer.from(JSON.stringify(body)) };
  }
  if (method === 'GET' && /\/customers\/cus-[a-z]+-\d+$/.test(path) && answer.status === 200) {
    const headers = { ...answer.headers };
    delete headers.etag;
    return { ...answer, headers };
  }
  if (method === 'GET' && /\/customers\?.*not-a-valid-value/.test(path)) {
    return {
      status: 500,
      headers: { 'content-type': 'application/problem+json' },
      body: Buffer.from(JSON.stringify({ type: 'about:blank', title: 'Internal Server Error', status: 500 })),
    };
  }
  return answer;
}

let api: MockApi;
let broken: ValidationProxy;
const docsDir = mkdtempSync(join(tmpdir(), 'contract-docs-'));

beforeAll(async () => {
  writeFileSync(join(docsDir, 'index.html'), '<!doctype html><title>Receivables API</title>');
  api = await startMockApi({ port: 0, requireAuth: true, idp: false, log: () => {}, docsDir });
  broken = await startValidationProxy({ upstream: `http://127.0.0.1:${api.port}`, port: 0, doc, transform: breakAnswers, onViolation: () => {} });
});

afterAll(async () => {
  await broken?.close();
  await api?.close();
  rmSync(docsDir, { recursive: true, force: true });
});

describe('contract:check', () => {
  it('finds no violation in the mock API', async () => {
    const report = await runCheck(doc, { baseUrl: api.url, token: SEED_TOKENS.anna.access, only: ONLY });
    expect(report.results.filter((r) => r.violations.length)).toEqual([]);
    // Every case ran: the example, the query's examples, no token, unknown id, unknown administration, bad input.
    expect(report.results.map((r) => `${r.operationId} ${r.case} ${r.status}`).sort()).toEqual([
      'getCustomer example 200',
      'getCustomer no-token 401',
      'getCustomer unknown-administration 404',
      'getCustomer unknown-id 404',
      'listAdministrations example 200',
      'listAdministrations no-token 401',
      'listCustomers bad-input 400',
      'listCustomers example 200',
      'listCustomers no-token 401',
      'listCustomers query-examples 200',
      'listCustomers unknown-administration 404',
    ]);
  });

  it('notes an operation the token may not call instead of failing it', async () => {
    const report = await runCheck(doc, { baseUrl: api.url, token: SEED_TOKENS.sanne.access, only: ['listSuperDebtorTimeline'] });
    expect(report.results.map((r) => [r.case, r.status, r.note, r.violations])).toEqual([
      ['example', 403, 'forbidden to this token (needs Manage_Customers)', []],
      ['no-token', 401, undefined, []],
    ]);
    expect(terminalReport(report)).toContain('1 forbidden to this token');
  });

  it('reports exactly the deliberate faults of a broken backend, in all three reports', async () => {
    const report = await runCheck(doc, { baseUrl: `${broken.url}/v1.0`, token: SEED_TOKENS.anna.access, only: ONLY });
    const found = report.results.flatMap((r) => r.violations.map((v) => `${r.operationId} [${r.case}] ${v.kind}: ${v.message}`));
    expect(found).toEqual([
      'listAdministrations [example] body: /items/0/name must be string',
      'listCustomers [bad-input] server-error: answered 500: a server error is never a conforming answer',
      'getCustomer [example] header: header ETag is missing (the 200 answer declares it)',
    ]);
    expect(violationCount(report)).toBe(3);
    expect(terminalReport(report)).toMatch(/❌ contract:check .*3 violation\(s\) in 3 call\(s\)/);
    expect(junitReport(report)).toContain('failures="3"');
    expect(junitReport(report)).toContain('<failure message="header: header ETag is missing (the 200 answer declares it)"');
    expect(htmlReport(report)).toContain('<strong>3 violation(s)</strong>');
  });
});

it('serves the API docs at /docs once they are built', async () => {
  const docs = await fetch(`http://127.0.0.1:${api.port}/docs`);
  expect(docs.headers.get('content-type')).toMatch(/^text\/html/);
  expect(await docs.text()).toContain('<title>Receivables API</title>');
  rmSync(join(docsDir, 'index.html'));
  const missing = await fetch(`http://127.0.0.1:${api.port}/docs/`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toMatch(/npm run contract:docs/);
});
