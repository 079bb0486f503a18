/**
 * The shared harness of the contract tests (one file per tag: mocks/contract/<tag>.test.ts). The
 * mock keeps the contract: every operation is called through msw/node with plain fetch, every
 * status the contract documents for it is produced at least once, every JSON answer matches the
 * generated zod schema of its status *exactly* (nothing the schema would drop), and every error
 * answer is problem+json.
 *
 * `contractSuite(tag, body)` runs the tag's own scenarios (`body`), then, for every operation of
 * the tag, the checks every operation shares — 401 for bad tokens, the permission table (403 for a
 * seeded caller who lacks `x-permission`, not 403 for one who has it, 404 for an unknown
 * administration), injected 500s — and finally fails when a documented status was never produced.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import type { Problem } from '#api/generated/model/index';
import { operations, type OperationEntry, type OperationId } from '#api/generated/operations';
import { recordAnswerOf } from '#api/record-version';
import { schemasFor } from '../handlers/answer-schemas';
import { findOperation } from '../handlers/operations';
import { isAdministrationScoped, MEMBER_PERMISSION } from '../handlers/permissions';
import { createMockServer, type MockServer, type MockServerOptions } from '../node';

export const BASE = 'http://api.test/v1.0';

/** The contract's operations: tag and documented statuses per operation id. */
export interface ContractOperation {
  operationId: string;
  tag: string | undefined;
  statuses: number[];
}

type Spec = { paths: Record<string, Record<string, { operationId?: string; tags?: string[]; responses?: Record<string, unknown> }>> };

/** Read once per test file, straight from the contract (not from code generated from it). */
export function readContract(): Map<string, ContractOperation> {
  const spec = parse(readFileSync('openapi/openapi.yaml', 'utf8')) as Spec;
  const contract = new Map<string, ContractOperation>();
  for (const item of Object.values(spec.paths)) {
    for (const op of Object.values(item)) {
      if (!op.operationId) continue;
      contract.set(op.operationId, { operationId: op.operationId, tag: op.tags?.[0], statuses: Object.keys(op.responses ?? {}).map(Number) });
    }
  }
  return contract;
}

const problemSchema = z.strictObject({
  type: z.string().optional(),
  title: z.string(),
  status: z.number().int().min(400).max(599),
  detail: z.string().optional(),
  instance: z.string().optional(),
  errors: z.array(z.strictObject({ field: z.string(), message: z.string() })).optional(),
}) satisfies z.ZodType<Problem>;

const preconditionSchema = problemSchema.extend({ etag: z.string(), current: z.record(z.string(), z.unknown()) });

export interface CallResult {
  status: number;
  body: unknown;
  response: Response;
}

export const json = (body: unknown, init: RequestInit = {}): RequestInit => ({
  ...init,
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json', ...init.headers },
});

export const form = (body: Record<string, string>): RequestInit => ({
  body: new URLSearchParams(body).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});

export const bearer = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...init.headers, Authorization: `Bearer ${token}` },
});

/** Checks an answer's shape against the contract; the status itself is checked by the caller. */
async function checkAnswer(operationId: OperationId, response: Response): Promise<unknown> {
  const { status } = response;
  const type = response.headers.get('Content-Type') ?? '';
  if (status === 412) {
    // A stale If-Match: the problem carries the current version and the record as it is now,
    // which must be exactly what the operation's own success answer would be.
    expect(type, `${operationId} ${status}`).toMatch(/^application\/problem\+json/);
    const { current, ...problem } = preconditionSchema.parse(await response.json());
    expect(problem.status).toBe(412);
    expect(response.headers.get('ETag')).toBe(problem.etag);
    // A delete answers no record: its `current` is shaped as the change of the same path answers it.
    const schema = schemasFor(recordAnswerOf(operationId, operations))[200];
    if (!schema) throw new Error(`${operationId} answers 412 but has no 200 schema for its current record`);
    const result = schema.safeParse(current);
    expect(result.success, `${operationId} 412 current: ${JSON.stringify(result.error?.issues.slice(0, 3))}`).toBe(true);
    expect(result.data, `${operationId} 412 current carries fields outside the contract`).toStrictEqual(current);
    return { ...problem, current };
  }
  if (status >= 400) {
    expect(type, `${operationId} ${status}`).toMatch(/^application\/problem\+json/);
    const problem = problemSchema.parse(await response.json());
    expect(problem.status).toBe(status);
    return problem;
  }
  const schema = schemasFor(operationId)[status];
  if (schema) {
    expect(type, `${operationId} ${status}`).toMatch(/^application\/json/);
    const body: unknown = await response.json();
    const result = schema.safeParse(body);
    expect(result.success, `${operationId} ${status}: ${JSON.stringify(result.error?.issues.slice(0, 3))}`).toBe(true);
    // Strict: the answer holds nothing the schema would drop (no private record fields leak).
    expect(result.data, `${operationId} ${status} carries fields outside the contract`).toStrictEqual(body);
    return body;
  }
  if (status === 204 || status === 202) {
    expect(await response.text()).toBe('');
    return undefined;
  }
  // Binary answers (images, PDFs, attachments): returned to the caller for content checks.
  expect(type, `${operationId} ${status}`).toMatch(/^(image\/|application\/pdf|application\/vnd\.openxmlformats|text\/(csv|plain))/);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(bytes.byteLength).toBeGreaterThan(0);
  return bytes;
}

export interface ContractApi {
  readonly mock: MockServer;
  readonly contract: Map<string, ContractOperation>;
  /** Calls the mock, checks the answer against the contract and records the status as produced. */
  call(method: string, path: string, init?: RequestInit): Promise<CallResult>;
}

function pathFor(op: OperationEntry, administrationId: string): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => (name === 'administrationId' ? administrationId : 'x'));
}

interface Actor {
  userId: string;
  administrationId: string;
  /** What the seed says: `member` = a member without the permission. */
  standing: 'outsider' | 'member' | 'holder';
}

/** Every seeded (user, administration) pair and where the user stands with a permission there. */
function actors(mock: MockServer, permission: string): Actor[] {
  const administrations = mock.store.db.administrations.all().map((a) => a.id);
  return mock.store.db.users.all().flatMap((user) =>
    administrations.map((administrationId): Actor => {
      const membership = user.memberships.find((m) => m.administrationId === administrationId);
      const holds = membership && (permission === MEMBER_PERMISSION || membership.permissions.includes(permission));
      return { userId: user.id, administrationId, standing: !membership ? 'outsider' : holds ? 'holder' : 'member' };
    }),
  );
}

/** `options`: of the tag's mock server (e.g. a pinned clock for date-dependent answers). */
export function contractSuite(tag: string, body: (api: ContractApi) => void, options?: MockServerOptions): void {
  const contract = readContract();
  const tagged = operations.filter((op) => contract.get(op.operationId)?.tag === tag);
  const mock = createMockServer(options);
  const produced = new Set<string>();

  async function call(method: string, path: string, init: RequestInit = {}): Promise<CallResult> {
    const url = new URL(`${BASE}${path}`);
    const op = findOperation(url.pathname, method);
    if (!op) throw new Error(`${method} ${path} is not a contract operation`);
    const response = await fetch(url, { method, ...init });
    const { status } = response;
    expect(contract.get(op.operationId)?.statuses, `${op.operationId} answered undocumented ${status}`).toContain(status);
    produced.add(`${op.operationId} ${status}`);
    return { status, body: await checkAnswer(op.operationId, response), response };
  }

  describe(`contract: ${tag}`, () => {
    beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
    afterAll(() => mock.server.close());

    it('has operations', () => {
      expect(tagged.map((op) => op.operationId), `no operation of the contract is tagged ${tag}`).not.toEqual([]);
    });

    body({ mock, contract, call });

    const signedIn = tagged.filter((o) => !o.public);
    const scoped = tagged.filter(isAdministrationScoped);

    // vitest refuses an empty describe: the groups exist only when the tag has such operations.
    if (signedIn.length > 0) describe('every signed-in operation', () => {
      for (const op of signedIn) {
        it(`${op.operationId} answers 401 to an unknown or expired token`, async () => {
          const path = pathFor(op, 'adm-nl-001');
          const expired = await mock.issueTokens('usr-anna', { accessTtlMs: -1 });
          for (const token of ['not-a-token', expired.access_token]) {
            const { status, body: problem } = await call(op.method, path, bearer(token));
            expect(status).toBe(401);
            expect(problem).toMatchObject({ status: 401 });
          }
        });
      }
    });

    if (scoped.length > 0) describe('permissions (x-permission)', () => {
      for (const op of scoped) {
        const permission = String(op.permission);

        it(`${op.operationId} (${permission}): 403 for every seeded caller without it, not for those with it`, async () => {
          const table = actors(mock, permission);
          const kinds = new Set(table.map((actor) => actor.standing));
          expect(kinds.has('outsider'), 'seed a user who is no member of some administration (mocks/seed/fixtures.ts)').toBe(true);
          expect(kinds.has('holder'), `seed a member who holds ${permission} (mocks/seed/fixtures.ts)`).toBe(true);
          if (permission !== MEMBER_PERMISSION) {
            expect(kinds.has('member'), `seed a member who lacks ${permission} (mocks/seed/fixtures.ts)`).toBe(true);
          }
          for (const actor of table) {
            const { access_token: token } = await mock.issueTokens(actor.userId);
            const { status, body: problem } = await call(op.method, pathFor(op, actor.administrationId), bearer(token));
            const who = `${actor.userId} in ${actor.administrationId} (${actor.standing})`;
            if (actor.standing === 'holder') {
              expect(status, who).not.toBe(403);
            } else {
              expect(status, who).toBe(403);
              expect(problem, who).toMatchObject({
                detail: actor.standing === 'outsider' ? `You have no access to administration ${actor.administrationId}.` : `${permission} is required.`,
              });
            }
          }
        });

        it(`${op.operationId} (${permission}): 404 for an administration that does not exist`, async () => {
          const { status, body: problem } = await call(op.method, pathFor(op, 'adm-xx-999'));
          expect(status).toBe(404);
          expect(problem).toMatchObject({ detail: 'Administration adm-xx-999 does not exist.' });
        });
      }
    });

    it('answers injected server errors as problem+json for every operation', async () => {
      for (const op of tagged) {
        mock.injectFault({ method: op.method, path: `*${op.path.replace(/\{([^}]+)\}/g, ':$1')}`, status: 500, times: 1 });
        expect((await call(op.method, pathFor(op, 'adm-nl-001'))).status, op.operationId).toBe(500);
      }
    });

    it('produced every status the contract documents for its operations', () => {
      const expected = tagged.flatMap((op) => (contract.get(op.operationId)?.statuses ?? []).map((status) => `${op.operationId} ${status}`));
      const ours = [...produced].filter((entry) => tagged.some((op) => entry.startsWith(`${op.operationId} `)));
      expect(ours.sort()).toEqual(expected.sort());
    });
  });
}
