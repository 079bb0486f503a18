/**
 * The three reports of `contract:check`: the terminal's (violations first, then a summary line),
 * JUnit XML (one test suite per tag, one test case per operation and case; CI tools show it) and a
 * static HTML page (one row per operation and case, violations in red).
 */
import type { CaseResult, CheckReport } from './check.ts';
import { FORBIDDEN_NOTE, violationCount } from './check.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function terminalReport(report: CheckReport): string {
  const lines: string[] = [];
  const failing = report.results.filter((r) => r.violations.length);
  for (const result of failing) {
    lines.push(`✗ ${result.operationId} [${result.case}] ${result.request} → ${result.status ?? 'no answer'}`);
    for (const v of result.violations) lines.push(`    ${v.kind}: ${v.message}`);
  }
  const notes = report.results.filter((r) => r.note && !r.violations.length && r.case === 'example').length;
  const total = violationCount(report);
  const forbidden = report.results.filter((r) => r.note?.startsWith(FORBIDDEN_NOTE)).length;
  lines.push(
    `${total ? '❌' : '✅'} contract:check ${report.baseUrl}: ${report.operations - report.skippedWrites} operations, ${report.results.length} calls, ` +
      `${total} violation(s) in ${failing.length} call(s)` +
      (report.skippedWrites ? `; ${report.skippedWrites} writes not called (run with --writes against a test tenant)` : '') +
      (notes - forbidden ? `; ${notes - forbidden} called with the contract's examples only` : '') +
      (forbidden ? `; ⚠️ ${forbidden} forbidden to this token (use one with every permission to check them)` : '') +
      ` (${(report.ms / 1000).toFixed(1)} s)`,
  );
  return lines.join('\n');
}

export function junitReport(report: CheckReport): string {
  const byTag = groupBy(report.results, (r) => r.tag);
  const suites = [...byTag].map(([tag, results]) => {
    const failures = results.filter((r) => r.violations.length).length;
    const time = results.reduce((s, r) => s + r.ms, 0) / 1000;
    const cases = results.map((r) => {
      const name = escapeXml(`${r.operationId} [${r.case}] ${r.request}`);
      const head = `    <testcase classname="contract.${escapeXml(tag)}" name="${name}" time="${(r.ms / 1000).toFixed(3)}"`;
      if (r.violations.length) {
        const message = escapeXml(r.violations.map((v) => `${v.kind}: ${v.message}`).join('; '));
        return `${head}>\n      <failure message="${message}" type="contract-violation">${escapeXml(`status ${r.status ?? 'none'}\n${r.violations.map((v) => `${v.kind}: ${v.message}`).join('\n')}`)}</failure>\n    </testcase>`;
      }
      if (r.note === 'file uploads are not sent' || r.note?.startsWith(FORBIDDEN_NOTE)) return `${head}>\n      <skipped message="${escapeXml(r.note)}"/>\n    </testcase>`;
      return `${head}/>`;
    });
    return `  <testsuite name="${escapeXml(tag)}" tests="${results.length}" failures="${failures}" time="${time.toFixed(3)}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  const failures = report.results.filter((r) => r.violations.length).length;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="contract:check" tests="${report.results.length}" failures="${failures}" time="${(report.ms / 1000).toFixed(3)}">\n${suites.join('\n')}\n</testsuites>\n`;
}

export function htmlReport(report: CheckReport, generatedAt = new Date()): string {
  const total = violationCount(report);
  const rows = report.results
    .map((r: CaseResult) => {
      const state = r.violations.length ? 'fail' : 'pass';
      const details = r.violations.length ? `<ul>${r.violations.map((v) => `<li><b>${escapeXml(v.kind)}</b> ${escapeXml(v.message)}</li>`).join('')}</ul>` : escapeXml(r.note ?? '');
      return `<tr class="${state}"><td>${escapeXml(r.tag)}</td><td><code>${escapeXml(r.operationId)}</code></td><td>${r.case}</td><td><code>${escapeXml(r.request)}</code></td><td>${r.status ?? '—'}</td><td>${details}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Contract check: ${total} violation(s)</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem}table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.3rem .5rem;text-align:left;vertical-align:top}
tr.fail{background:#fde8e8}tr.fail td:nth-child(5){color:#a00;font-weight:bold}code{font-size:12px}ul{margin:0;padding-left:1rem}
</style></head><body>
<h1>Contract check</h1>
<p>${escapeXml(report.baseUrl)} · ${generatedAt.toISOString()} · ${report.operations - report.skippedWrites} operations · ${report.results.length} calls ·
<strong>${total} violation(s)</strong>${report.skippedWrites ? ` · ${report.skippedWrites} writes not called` : ''}</p>
<table><thead><tr><th>Tag</th><th>Operation</th><th>Case</th><th>Request</th><th>Status</th><th>Violations / notes</th></tr></thead>
<tbody>
${rows}
</tbody></table></body></html>
`;
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}
