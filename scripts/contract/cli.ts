/**
 * The contract kit's commands (package.json):
 *
 *   npm run contract:check -- --base-url URL [--token T | --email E --password P] [--writes] [--only id,tag]
 *       [--administration ID] [--out DIR]   → terminal, DIR/junit.xml, DIR/index.html; exit 1 on any violation
 *   npm run contract:check -- --mock [--writes]     → the same against a Node mock API of its own (CI)
 *   npm run contract:diff -- [base-ref] [head-ref]  → breaking / non-breaking changes of openapi/
 *   npm run contract:docs                           → dist-docs/index.html (Redocly)
 *   npm run contract:proxy -- --upstream URL [--port 4030]  → forwards, logs answers that break the contract
 *   tsx scripts/contract/cli.ts table [--write]     → the operations table of mocks/README.md
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { runCheck, violationCount } from './check.ts';
import { CONTRACT_FILE, readContract } from './contract.ts';
import { contractAtRef, diffContracts, formatDiff } from './diff.ts';
import { htmlReport, junitReport, terminalReport } from './report.ts';
import { startValidationProxy } from './proxy.ts';
import { README_FILE, updateReadme } from './operations-table.ts';

export const DEFAULT_BASE_URL = 'http://127.0.0.1:4010/v1.0';

/** A token from the contract's own sign-in (POST /account/login), for backends without seeded tokens. */
async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl.replace(/\/$/, '')}/account/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json().catch(() => ({}))) as { status?: string; data?: { access_token?: string } };
  if (response.status !== 200 || body.status !== 'authenticated' || !body.data?.access_token) {
    throw new Error(`signing in as ${email} answered ${response.status} ${body.status ?? ''}: pass --token instead (an account without two-factor authentication signs in here)`);
  }
  return body.data.access_token;
}

async function check(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      'base-url': { type: 'string', default: process.env.CONTRACT_BASE_URL ?? DEFAULT_BASE_URL },
      token: { type: 'string', default: process.env.CONTRACT_TOKEN },
      email: { type: 'string' },
      password: { type: 'string' },
      writes: { type: 'boolean', default: false },
      only: { type: 'string' },
      administration: { type: 'string' },
      out: { type: 'string', default: 'contract-report' },
      mock: { type: 'boolean', default: false },
    },
  });
  // --mock: a memory-only mock API of its own on a free port, signed in with a seeded token.
  const mock = values.mock ? await (await import('../../mocks/server.ts')).startMockApi({ port: 0, requireAuth: true, idp: false, log: () => {} }) : undefined;
  const baseUrl = mock?.url ?? values['base-url'];
  const token = mock ? 'mock-access-anna' : (values.token ?? (values.email && values.password ? await signIn(baseUrl, values.email, values.password) : undefined));
  if (!token) console.warn('contract:check: no --token (or --email and --password): every secured operation will answer 401.');
  let report;
  try {
    report = await runCheck(readContract(), {
      baseUrl,
      token,
      writes: values.writes,
      only: values.only?.split(',').map((s) => s.trim()).filter(Boolean),
      administrationId: values.administration,
    });
  } finally {
    await mock?.close();
  }
  mkdirSync(values.out, { recursive: true });
  writeFileSync(join(values.out, 'junit.xml'), junitReport(report));
  writeFileSync(join(values.out, 'index.html'), htmlReport(report));
  console.log(terminalReport(report));
  console.log(`Reports: ${join(values.out, 'junit.xml')}, ${join(values.out, 'index.html')}`);
  return violationCount(report) ? 1 : 0;
}

function diff(args: string[]): number {
  const [baseArg, headArg] = args.filter((a) => !a.startsWith('-'));
  const candidates = baseArg ? [baseArg] : ['origin/main', 'main'];
  const base = candidates.map((ref) => ({ ref, doc: contractAtRef(ref) })).find((c) => c.doc);
  if (!base?.doc) {
    console.log(`contract:diff: no base (${candidates.join(' or ')} is not in this clone); nothing to compare with.`);
    return 0;
  }
  const head = headArg ? contractAtRef(headArg) : readContract();
  if (!head) {
    console.log(`contract:diff: ${headArg} has no ${CONTRACT_FILE}.`);
    return 0;
  }
  const changes = diffContracts(base.doc, head);
  console.log(formatDiff(changes, `${base.ref} → ${headArg ?? 'working tree'}`));
  return args.includes('--fail-on-breaking') && changes.some((c) => c.breaking) ? 1 : 0;
}

export const DOCS_DIR = 'dist-docs';

function docs(): number {
  mkdirSync(DOCS_DIR, { recursive: true });
  const result = spawnSync(resolve('node_modules/.bin/redocly'), ['build-docs', CONTRACT_FILE, '--output', join(DOCS_DIR, 'index.html'), '--config', 'redocly.yaml'], {
    stdio: 'inherit',
  });
  return result.status ?? 1;
}

async function proxy(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { upstream: { type: 'string' }, port: { type: 'string', default: '4030' }, host: { type: 'string', default: '127.0.0.1' } } });
  if (!values.upstream) throw new Error('usage: npm run contract:proxy -- --upstream http://backend.example/v1.0 [--port 4030]');
  const server = await startValidationProxy({ upstream: values.upstream, port: Number(values.port), host: values.host, doc: readContract() });
  console.log(`contract:proxy: ${server.url} → ${values.upstream}; answers that break the contract are logged here.`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function table(args: string[]): number {
  const current = readFileSync(README_FILE, 'utf8');
  const updated = updateReadme(current, readContract());
  if (args.includes('--write')) {
    writeFileSync(README_FILE, updated);
    console.log(`${README_FILE}: operations table written.`);
    return 0;
  }
  if (updated !== current) {
    console.error(`${README_FILE}: the operations table is out of date; run \`tsx scripts/contract/cli.ts table --write\`.`);
    return 1;
  }
  return 0;
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  switch (command) {
    case 'check':
      process.exitCode = await check(args);
      return;
    case 'diff':
      process.exitCode = diff(args);
      return;
    case 'docs':
      process.exitCode = docs();
      return;
    case 'proxy':
      await proxy(args);
      return;
    case 'table':
      process.exitCode = table(args);
      return;
    default:
      console.error('usage: tsx scripts/contract/cli.ts check|diff|docs|proxy|table [options]');
      process.exitCode = 2;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  });
}
