/**
 * `tsx scripts/bundle-openapi.ts [bundle]` (first step of `npm run generate`): joins
 * openapi/root.yaml and openapi/tags/*.yaml into openapi/openapi.yaml, the one document every
 * reader of the contract uses (orval, openapi-typescript, scripts/generate-operations.ts, mocks).
 *
 * `tsx scripts/bundle-openapi.ts lint` (`npm run lint:api`): lints the sources with Redocly and the
 * rules of redocly.yaml; every finding names the source file and line to change.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stringify } from 'yaml';
import {
  BUNDLE_FILE,
  buildEntry,
  checkSources,
  locate,
  readSources,
  ROOT_FILE,
  SOURCE_DIR,
  TAGS_DIR,
  traceEntryPointer,
  unusedComponents,
  type Sources,
} from './openapi-sources.ts';

export const BUNDLE_HEADER = [
  `# GENERATED from ${SOURCE_DIR}/${ROOT_FILE} and ${SOURCE_DIR}/${TAGS_DIR}/*.yaml by scripts/bundle-openapi.ts. Do not edit:`,
  '# change the sources, then run `npm run generate` (bundles this file, then the code derived from it).',
].join('\n');

const REDOCLY = resolve('node_modules/.bin/redocly');
const CONFIG = resolve('redocly.yaml');

function redocly(args: string[]): { status: number; stdout: string; stderr: string } {
  const result = spawnSync(REDOCLY, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  return { status: result.status ?? 1, stdout: result.stdout, stderr: result.stderr };
}

/** Runs `body` with the entry document written to a temporary folder. */
function withEntry<T>(sources: Sources, body: (entryPath: string, workDir: string) => T): T {
  const workDir = mkdtempSync(join(tmpdir(), 'openapi-entry-'));
  try {
    const entryPath = join(workDir, 'entry.yaml');
    writeFileSync(entryPath, stringify(buildEntry(sources), { lineWidth: 0 }));
    return body(entryPath, workDir);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

class SourceProblems extends Error {}

/** The bundled document's text, with the header saying it is generated; refuses a broken layout. */
export function bundleText(sources: Sources): string {
  const problems = checkSources(sources);
  if (problems.length) throw new SourceProblems(`openapi: ${problems.length} problem(s) in the contract's sources:\n- ${problems.join('\n- ')}`);
  return withEntry(sources, (entryPath, workDir) => {
    const out = join(workDir, 'bundle.yaml');
    const result = redocly(['bundle', entryPath, '--output', out, '--config', CONFIG]);
    if (result.status !== 0) throw new Error(`redocly bundle failed:\n${result.stderr}${result.stdout}`);
    return `${BUNDLE_HEADER}\n${readFileSync(out, 'utf8')}`;
  });
}

type RedoclyLocation = { source: { ref: string }; pointer: string; reportOnKey?: boolean; start?: { line: number; col: number } };
type RedoclyProblem = { ruleId: string; severity: 'error' | 'warn'; message: string; location: RedoclyLocation[] };
export type Finding = { file: string; line: number; col: number; severity: 'error' | 'warn'; ruleId: string; message: string };

/** Redocly's findings, each at the source file and line it stands for. */
export function lintFindings(sources: Sources): Finding[] {
  const structural = checkSources(sources).map(
    (message): Finding => ({ file: message.split(':')[0] ?? SOURCE_DIR, line: 1, col: 1, severity: 'error', ruleId: 'openapi-sources', message }),
  );
  if (structural.length) return structural;
  return withEntry(sources, (entryPath) => {
    const result = redocly(['lint', entryPath, '--config', CONFIG, '--format', 'json']);
    let report: { problems: RedoclyProblem[] };
    try {
      report = JSON.parse(result.stdout) as { problems: RedoclyProblem[] };
    } catch {
      throw new Error(`redocly lint did not report:\n${result.stderr}${result.stdout}`);
    }
    const unused = unusedComponents(sources).map(({ file, segments }): Finding => ({
      file: relative(process.cwd(), file.path),
      ...locate(file.path, segments, true),
      severity: 'error',
      ruleId: 'no-unused-components',
      message: `Component: "${segments.at(-1)}" is never used.`,
    }));
    const found = report.problems.map((problem): Finding => {
      const [location] = problem.location;
      const base = { severity: problem.severity, ruleId: problem.ruleId, message: problem.message };
      if (!location) return { ...base, file: `${SOURCE_DIR}/${ROOT_FILE}`, line: 1, col: 1 };
      const sourcePath = resolve(location.source.ref);
      if (sourcePath !== entryPath) {
        const { line, col } = location.start ?? { line: 1, col: 1 };
        return { ...base, file: relative(process.cwd(), sourcePath), line, col };
      }
      const { file, segments } = traceEntryPointer(sources, location.pointer);
      return { ...base, file: relative(process.cwd(), file.path), ...locate(file.path, segments, location.reportOnKey) };
    });
    return [...found, ...unused];
  });
}

/** Groups findings by file, like Redocly's `stylish` format. */
export function formatFindings(findings: Finding[]): string {
  const byFile = new Map<string, Finding[]>();
  for (const finding of findings) byFile.set(finding.file, [...(byFile.get(finding.file) ?? []), finding]);
  const lines: string[] = [];
  for (const [file, list] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`${file}:`);
    for (const f of list.sort((a, b) => a.line - b.line || a.col - b.col)) {
      lines.push(`  ${`${f.line}:${f.col}`.padEnd(8)} ${f.severity.padEnd(6)} ${f.ruleId.padEnd(40)} ${f.message}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

function main(mode: string): void {
  const sources = readSources();
  if (mode === 'bundle') {
    let text: string;
    try {
      text = bundleText(sources);
    } catch (error) {
      if (!(error instanceof SourceProblems)) throw error;
      console.error(error.message);
      process.exit(1);
    }
    writeFileSync(join(SOURCE_DIR, BUNDLE_FILE), text);
    console.log(`${SOURCE_DIR}/${BUNDLE_FILE}: bundled from ${SOURCE_DIR}/${ROOT_FILE} and ${sources.tags.length} tag files.`);
    return;
  }
  if (mode === 'lint') {
    const findings = lintFindings(sources);
    const errors = findings.filter((f) => f.severity === 'error').length;
    const warnings = findings.length - errors;
    if (findings.length) console.log(formatFindings(findings));
    const scope = `${SOURCE_DIR}/${ROOT_FILE} and ${sources.tags.length} tag files`;
    if (errors) {
      console.error(`❌ The contract has ${errors} error(s) and ${warnings} warning(s) (${scope}).`);
      process.exit(1);
    }
    console.log(warnings ? `⚠️ The contract is valid, with ${warnings} warning(s) (${scope}).` : `✅ The contract is valid (${scope}).`);
    return;
  }
  console.error(`usage: tsx scripts/bundle-openapi.ts [bundle|lint]`);
  process.exit(2);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv[2] ?? 'bundle');
