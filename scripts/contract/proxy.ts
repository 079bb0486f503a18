/**
 * `npm run contract:proxy -- --upstream URL`: an HTTP proxy for integration days. The app talks to
 * it as to its API; it forwards every request to the upstream backend unchanged, answers with the
 * upstream's answer unchanged, and checks each answer of a contract operation with the validator of
 * `contract:check` (scripts/contract/validator.ts), logging every one that breaks the contract.
 * Paths the contract does not have (under the API root) are logged too.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ContractDoc, Operation } from './contract.ts';
import { operationsOf } from './contract.ts';
import { validatorFor, type Violation } from './validator.ts';

export interface ProxyViolation {
  method: string;
  path: string;
  status: number;
  operationId: string | undefined;
  violations: Violation[];
}

export interface ProxyOptions {
  /** The backend's origin (and any prefix before the API root), e.g. https://eu.api.example */
  upstream: string;
  doc: ContractDoc;
  port?: number;
  host?: string;
  /** The API root's path, as in the contract's servers (default /v1.0). */
  basePath?: string;
  /** Called for every answer that breaks the contract; default logs it. */
  onViolation?: (found: ProxyViolation) => void;
  log?: (line: string) => void;
  /**
   * Changes an answer before it is validated and passed on (tests: a deliberately broken backend).
   * @internal
   */
  transform?: (request: { method: string; path: string }, answer: ProxiedAnswer) => ProxiedAnswer;
}

/** An upstream answer as the proxy holds it. */
export interface ProxiedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface ValidationProxy {
  url: string;
  close(): Promise<void>;
}

/** Hop-by-hop headers, and the ones fetch has already undone (it decompresses the body). */
const NOT_FORWARDED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer', 'host', 'content-length', 'content-encoding']);

/** Finds the contract operation of a method and a path below the API root (the most specific template). */
export function operationMatcher(doc: ContractDoc): (method: string, path: string) => Operation | undefined {
  const routes = operationsOf(doc)
    .map((op) => ({
      op,
      pattern: new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
      specificity: op.path.split('/').filter((s) => s && !s.startsWith('{')).length,
    }))
    .sort((a, b) => b.specificity - a.specificity);
  return (method, path) => routes.find((r) => r.op.method === method.toLowerCase() && r.pattern.test(path))?.op;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startValidationProxy(options: ProxyOptions): Promise<ValidationProxy> {
  const log = options.log ?? ((line: string) => console.log(line));
  const basePath = (options.basePath ?? '/v1.0').replace(/\/$/, '');
  const upstream = options.upstream.replace(/\/$/, '');
  const validator = validatorFor(options.doc);
  const match = operationMatcher(options.doc);
  const report =
    options.onViolation ??
    ((found: ProxyViolation) => {
      log(`✗ ${found.method} ${found.path} → ${found.status} ${found.operationId ?? '(not in the contract)'}`);
      for (const v of found.violations) log(`    ${v.kind}: ${v.message}`);
    });

  const server: Server = createServer((req, res) => {
    void (async () => {
      const method = req.method ?? 'GET';
      const url = new URL(req.url ?? '/', 'http://proxy.invalid');
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined || NOT_FORWARDED.has(name)) continue;
        for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
      }
      const body = method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await readBody(req));
      let answer: Response;
      try {
        answer = await fetch(`${upstream}${url.pathname}${url.search}`, { method, headers, body, redirect: 'manual' });
      } catch (error) {
        res.statusCode = 502;
        res.setHeader('Content-Type', 'application/problem+json');
        res.end(JSON.stringify({ title: 'Bad Gateway', status: 502, detail: `contract:proxy could not reach ${upstream}: ${(error as Error).message}` }));
        return;
      }
      const upstreamHeaders: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!NOT_FORWARDED.has(name)) upstreamHeaders[name] = value;
      });
      const received: ProxiedAnswer = { status: answer.status, headers: upstreamHeaders, body: Buffer.from(await answer.arrayBuffer()) };
      const out = options.transform ? options.transform({ method, path: `${url.pathname}${url.search}` }, received) : received;
      res.statusCode = out.status;
      for (const [name, value] of Object.entries(out.headers)) res.setHeader(name, value);
      res.end(out.body);

      if (method === 'OPTIONS' || !url.pathname.startsWith(`${basePath}/`)) return;
      const path = url.pathname.slice(basePath.length);
      if (path.startsWith('/__mock/')) return;
      const op = match(method, path);
      const found = (violations: Violation[]) => report({ method, path: `${url.pathname}${url.search}`, status: out.status, operationId: op?.operationId, violations });
      if (!op) {
        found([{ kind: 'status', message: `${method} ${path} is not an operation of the contract` }]);
        return;
      }
      const violations = validator.check(op, { status: out.status, headers: out.headers, body: out.body.toString('utf8') });
      if (violations.length) found(violations);
    })().catch((error: unknown) => {
      log(`contract:proxy: ${(error as Error).message}`);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4030, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
