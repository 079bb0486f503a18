/**
 * `npm run contract:check`'s engine: calls every operation of the contract against a live backend
 * and validates each answer (scripts/contract/validator.ts). Per operation:
 *
 * - `example`: the operation called as the front end would, with ids the backend itself lists
 *   (the list at the path's prefix, or the parent record's array of that name) and the contract's
 *   examples for everything else; expects a 2xx (or a documented 409/410/422, which depend on the
 *   record's state).
 * - `query-examples`: a GET with every query parameter the contract gives an example for (filters,
 *   paging, search) → 2xx.
 * - `no-token`: without Authorization (secured operations) → 401 problem+json.
 * - `unknown-id`: the last id of the path replaced by one no backend has → 404 problem+json.
 * - `unknown-administration`: → 403 or 404 problem+json (never the data of another tenant).
 * - `bad-input`: a query parameter against its schema (or, for writes, a body of the wrong JSON
 *   type) → 400/422 problem+json.
 *
 * Every answer must also be documented, carry its declared headers and match its schema; a 5xx is
 * always a violation. Writes (anything but GET) run only with `writes: true`, against a test tenant.
 */
import type { ContractDoc, Operation } from './contract.ts';
import { isObject, isSafe, operationsOf } from './contract.ts';
import { bodyFor, exampleQuery, fillPath, headerValues, invalidQuery, pathParameterNames, requiredQuery, UNKNOWN_ID } from './inputs.ts';
import { validatorFor, receive, type ReceivedAnswer, type Violation } from './validator.ts';

export type CaseName = 'example' | 'query-examples' | 'no-token' | 'unknown-id' | 'unknown-administration' | 'bad-input';

export interface CaseResult {
  operationId: string;
  tag: string;
  case: CaseName;
  /** `GET /v1.0/administrations/…` as sent. */
  request: string;
  status?: number;
  /** Why the case was not run or not held to a 2xx (e.g. no record to call it with). */
  note?: string;
  violations: Violation[];
  ms: number;
}

export interface CheckOptions {
  /** The API root, e.g. http://127.0.0.1:4010/v1.0 */
  baseUrl: string;
  token?: string;
  writes?: boolean;
  /** Only these operations (ids or tags); all when empty. */
  only?: readonly string[];
  /** The administration to call administration-scoped operations in; default the first one listed. */
  administrationId?: string;
  fetch?: typeof fetch;
}

export interface CheckReport {
  baseUrl: string;
  results: CaseResult[];
  operations: number;
  skippedWrites: number;
  ms: number;
}

/** Statuses a correct call may meet because of the record's state, not because of the call. */
const STATE_DEPENDENT = new Set([409, 410, 422]);
const ADMINISTRATION = 'administrationId';
/** The note on an operation the token may not call: check with a token that has every permission. */
export const FORBIDDEN_NOTE = 'forbidden to this token';
/**
 * Operations whose valid call needs a secret only a mailbox, an authenticator app or an earlier
 * answer holds (a refresh token, a reset or activation link, a TOTP code): the check sends the
 * contract's example and holds the answer to the contract, not to a success.
 */
const ONE_TIME_SECRET = new Set(['refreshToken', 'loginTwoFactor', 'resetPassword', 'activateAccount', 'verifyTwoFactor', 'getActivation']);

export async function runCheck(doc: ContractDoc, options: CheckOptions): Promise<CheckReport> {
  const started = performance.now();
  const doFetch = options.fetch ?? fetch;
  const validator = validatorFor(doc);
  const all = operationsOf(doc);
  const only = new Set(options.only ?? []);
  const selected = all.filter((op) => only.size === 0 || only.has(op.operationId) || only.has(op.tag));
  const base = options.baseUrl.replace(/\/$/, '');
  const auth: Record<string, string> = options.token ? { Authorization: `Bearer ${options.token}` } : {};
  const gets = new Set(all.filter(isSafe).map((op) => op.path));

  const call = async (method: string, path: string, init: { headers?: Record<string, string>; body?: string; token?: boolean } = {}): Promise<ReceivedAnswer> => {
    const response = await doFetch(`${base}${path}`, {
      method: method.toUpperCase(),
      headers: { Accept: 'application/json, application/problem+json, */*', ...(init.token === false ? {} : auth), ...init.headers },
      body: init.body,
      redirect: 'manual',
    });
    return receive(response);
  };

  // Ids the backend lists, per concrete path (one call each).
  const listed = new Map<string, Promise<string[]>>();
  const idsAt = (path: string): Promise<string[]> => {
    let ids = listed.get(path);
    if (!ids) {
      ids = call('get', path).then((answer) => (answer.status === 200 ? idsIn(answer.body) : []), () => []);
      listed.set(path, ids);
    }
    return ids;
  };
  const records = new Map<string, Promise<unknown>>();
  const recordArray = async (recordPath: string, field: string): Promise<string[]> => {
    let answer = records.get(recordPath);
    if (!answer) {
      answer = call('get', recordPath).then((a) => (a.status === 200 ? (JSON.parse(a.body) as unknown) : undefined), () => undefined);
      records.set(recordPath, answer);
    }
    const record = await answer;
    const items = isObject(record) ? record[field] : undefined;
    return Array.isArray(items) ? items.flatMap((item) => (isObject(item) && typeof item.id === 'string' ? [item.id] : [])) : [];
  };

  let administrationId = options.administrationId;
  if (!administrationId) administrationId = (await idsAt('/administrations'))[0];

  /** Candidate ids for the parameter at the end of `prefixTemplate`, from the backend. */
  const candidatesFor = async (prefixTemplate: string, prefix: string): Promise<string[]> => {
    if (gets.has(prefixTemplate)) return idsAt(prefix);
    const cut = prefix.lastIndexOf('/');
    const cutTemplate = prefixTemplate.lastIndexOf('/');
    const parentTemplate = prefixTemplate.slice(0, cutTemplate);
    if (cut > 0 && gets.has(parentTemplate)) return recordArray(prefix.slice(0, cut), prefix.slice(cut + 1));
    return [];
  };

  /** Path parameter values that name records the backend has; `discovered` false when an example had to do. */
  const resolvePath = async (op: Operation): Promise<{ values: Record<string, string>; discovered: boolean }> => {
    const segments = op.path.split('/');
    const exampleOf = (name: string) => String(op.parameters.find((p) => p.in === 'path' && p.name === name)?.example ?? UNKNOWN_ID);
    const walk = async (i: number, template: string, concrete: string, values: Record<string, string>): Promise<{ values: Record<string, string>; discovered: boolean } | undefined> => {
      if (i >= segments.length) return { values, discovered: true };
      const segment = segments[i]!;
      const name = /^\{(.+)\}$/.exec(segment)?.[1];
      const nextTemplate = i === 0 ? segment : `${template}/${segment}`;
      if (!name) return walk(i + 1, nextTemplate, i === 0 ? segment : `${concrete}/${segment}`, values);
      if (name === ADMINISTRATION && administrationId) {
        return walk(i + 1, nextTemplate, `${concrete}/${encodeURIComponent(administrationId)}`, { ...values, [name]: administrationId });
      }
      const candidates = (await candidatesFor(template, concrete)).slice(0, 25);
      for (const id of candidates) {
        const found = await walk(i + 1, nextTemplate, `${concrete}/${encodeURIComponent(id)}`, { ...values, [name]: id });
        if (found) return found;
      }
      if (candidates.length) return undefined;
      // Nothing lists them (an image, an avatar, a one-time token): the contract's example.
      const rest = pathParameterNames(segments.slice(i).join('/'));
      return { values: { ...values, ...Object.fromEntries(rest.map((n) => [n, n === ADMINISTRATION && administrationId ? administrationId : exampleOf(n)])) }, discovered: false };
    };
    const found = await walk(0, '', '', {});
    if (found) return found;
    // Every listed parent has no children: the first ones, then examples.
    const values: Record<string, string> = {};
    for (const name of pathParameterNames(op.path)) values[name] = name === ADMINISTRATION && administrationId ? administrationId : exampleOf(name);
    return { values, discovered: false };
  };

  /**
   * The ETag of the record a change applies to: the GET at the same path or a shorter one (its
   * ETag header or `etag`), or the `etag` of the record's item in the list above it.
   */
  const etagFor = async (op: Operation, values: Record<string, string>): Promise<string | undefined> => {
    let template = op.path;
    while (template.includes('/')) {
      if (gets.has(template)) {
        const answer = await call('get', fillPath(template, values));
        if (answer.headers.etag) return answer.headers.etag;
        let body: unknown;
        try {
          body = JSON.parse(answer.body) as unknown;
        } catch {
          body = undefined;
        }
        if (isObject(body) && typeof body.etag === 'string') return body.etag;
        const next = /^\/\{([^}]+)\}/.exec(op.path.slice(template.length))?.[1];
        const items = Array.isArray(body) ? body : isObject(body) && Array.isArray(body.items) ? body.items : [];
        const item = next ? items.find((i) => isObject(i) && i.id === values[next]) : undefined;
        if (isObject(item) && typeof item.etag === 'string') return item.etag;
      }
      template = template.slice(0, template.lastIndexOf('/'));
    }
    return undefined;
  };

  const results: CaseResult[] = [];
  const record = async (
    op: Operation,
    name: CaseName,
    path: string,
    init: { headers?: Record<string, string>; body?: string; token?: boolean },
    expect: (answer: ReceivedAnswer) => Violation[],
    note?: string,
  ) => {
    const caseStarted = performance.now();
    const request = `${op.method.toUpperCase()} ${new URL(`${base}${path}`).pathname}${path.includes('?') ? path.slice(path.indexOf('?')) : ''}`;
    let answer: ReceivedAnswer;
    try {
      answer = await call(op.method, path, init);
    } catch (error) {
      results.push({ operationId: op.operationId, tag: op.tag, case: name, request, note, violations: [{ kind: 'server-error', message: `no answer: ${(error as Error).message}` }], ms: performance.now() - caseStarted });
      return;
    }
    const violations = [...expect(answer), ...validator.check(op, answer)];
    results.push({ operationId: op.operationId, tag: op.tag, case: name, request, status: answer.status, note, violations, ms: performance.now() - caseStarted });
  };

  const runnable = selected.filter((op) => options.writes || isSafe(op));
  // Writes that remove come last, so that the others still find their records.
  runnable.sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete') || Number(!isSafe(a)) - Number(!isSafe(b)));
  for (const op of runnable) {
    const { values, discovered } = await resolvePath(op);
    const query = requiredQuery(op).toString();
    const path = `${fillPath(op.path, values)}${query ? `?${query}` : ''}`;
    const needsEtag = op.parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'if-match');
    const body = bodyFor(op);
    const bodyInit = body ? { body: body.body, headers: { 'Content-Type': body.contentType } } : {};
    // A fresh If-Match per call: the call before may have made a new version.
    const init = async () => ({ ...bodyInit, headers: { ...bodyInit.headers, ...headerValues(op, needsEtag ? await etagFor(op, values) : undefined) } });

    if (op.body?.mediaType === 'multipart/form-data') {
      results.push({ operationId: op.operationId, tag: op.tag, case: 'example', request: `${op.method.toUpperCase()} ${op.path}`, note: 'file uploads are not sent', violations: [], ms: 0 });
    } else {
      await record(op, 'example', path, await init(), (answer) => expectSuccess(op, answer, discovered), ONE_TIME_SECRET.has(op.operationId) ? 'needs a one-time secret: its documented refusal is checked' : discovered ? undefined : 'inputs from the contract examples');
    }
    const exampleResult = results.at(-1);
    if (exampleResult?.operationId === op.operationId && exampleResult.status === 403) {
      // The token lacks the operation's permission: the 403 is right, the rest cannot be told apart from it.
      exampleResult.violations = exampleResult.violations.filter((v) => v.kind !== 'status');
      exampleResult.note = `${FORBIDDEN_NOTE} (needs ${op.permission ?? 'a permission'})`;
      if (op.secured) await record(op, 'no-token', path, { ...(await init()), token: false }, expectStatus([401]));
      continue;
    }
    const examples = exampleQuery(op).toString();
    if (isSafe(op) && examples !== query) {
      await record(op, 'query-examples', `${fillPath(op.path, values)}?${examples}`, await init(), (answer) => expectSuccess(op, answer, discovered));
    }
    if (op.secured) await record(op, 'no-token', path, { ...(await init()), token: false }, expectStatus([401]));
    const names = pathParameterNames(op.path).filter((n) => n !== ADMINISTRATION);
    if (names.length) {
      const last = names.at(-1)!;
      await record(op, 'unknown-id', fillPath(op.path, { ...values, [last]: UNKNOWN_ID }), await init(), expectStatus([404]));
    }
    if (pathParameterNames(op.path).includes(ADMINISTRATION)) {
      await record(op, 'unknown-administration', fillPath(op.path, { ...values, [ADMINISTRATION]: UNKNOWN_ID }), await init(), expectStatus([403, 404]));
    }
    const invalid = invalidQuery(op);
    if (invalid) {
      await record(op, 'bad-input', `${fillPath(op.path, values)}?${invalid.search.toString()}`, await init(), expectStatus([400, 422]), `${invalid.parameter}=not-a-valid-value`);
    } else if (!isSafe(op) && body && body.contentType === 'application/json') {
      await record(op, 'bad-input', path, { ...(await init()), body: '[]' }, expectStatus([400, 422]), 'a JSON array as the body');
    }
  }

  return {
    baseUrl: base,
    results,
    operations: selected.length,
    skippedWrites: selected.length - runnable.length,
    ms: performance.now() - started,
  };

  function expectSuccess(op: Operation, answer: ReceivedAnswer, discovered: boolean): Violation[] {
    if (answer.status < 300 || answer.status >= 500) return [];
    if (ONE_TIME_SECRET.has(op.operationId) && answer.status < 500) return [];
    if (STATE_DEPENDENT.has(answer.status)) return [];
    if (!discovered && answer.status === 404) return [];
    return [{ kind: 'status', message: `expected a success for a valid call, got ${answer.status}${problemDetail(answer)}` }];
  }
}

function expectStatus(statuses: number[]): (answer: ReceivedAnswer) => Violation[] {
  return (answer) =>
    statuses.includes(answer.status) || answer.status >= 500
      ? []
      : [{ kind: 'status', message: `expected ${statuses.join(' or ')}, got ${answer.status}${problemDetail(answer)}` }];
}

function problemDetail(answer: ReceivedAnswer): string {
  try {
    const body = JSON.parse(answer.body) as unknown;
    if (isObject(body) && typeof body.detail === 'string') return ` (${body.detail})`;
  } catch {
    // not JSON
  }
  return '';
}

function idsIn(text: string): string[] {
  try {
    const body = JSON.parse(text) as unknown;
    const items = Array.isArray(body) ? body : isObject(body) && Array.isArray(body.items) ? body.items : [];
    return items.flatMap((item) => (isObject(item) && typeof item.id === 'string' ? [item.id] : []));
  } catch {
    return [];
  }
}

/** Violations in all. */
export const violationCount = (report: CheckReport): number => report.results.reduce((n, r) => n + r.violations.length, 0);
