/**
 * Prints the Content-Security-Policy header value for a config.json, for ops who serve the build
 * with another web server:  npm run csp -- [--headers] [path/to/config.json]   (default:
 * dist/config.json, else public/config.json). With --headers: every security header the app's
 * answers carry, one `Name: value` per line (the policy, Reporting-Endpoints when `cspReportUri` is
 * set, X-Content-Type-Options). Exits 1 with the problems when the file is missing or invalid.
 */
import { existsSync } from 'node:fs';
import { RuntimeConfigError } from '../src/lib/config.ts';
import { contentSecurityPolicyForFile, securityHeadersForFile } from './csp.ts';

const args = process.argv.slice(2);
const allHeaders = args.includes('--headers');
const path = args.find((arg) => arg !== '--headers') ?? ['dist/config.json', 'public/config.json'].find((candidate) => existsSync(candidate)) ?? 'dist/config.json';

try {
  const output = allHeaders
    ? Object.entries(securityHeadersForFile(path))
        .map(([name, value]) => `${name}: ${value}`)
        .join('\n')
    : contentSecurityPolicyForFile(path);
  process.stdout.write(`${output}\n`);
} catch (error) {
  const details = error instanceof RuntimeConfigError ? error.details.map((line) => `\n  ${line}`).join('') : '';
  console.error(`${path}: ${error instanceof Error ? error.message : String(error)}${details}`);
  process.exitCode = 1;
}
