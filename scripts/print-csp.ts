/**
 * Prints the Content-Security-Policy header value for a config.json, for ops who serve the build
 * with another web server:  npm run csp -- [path/to/config.json]   (default: dist/config.json,
 * else public/config.json). Exits 1 with the problems when the file is missing or invalid.
 */
import { existsSync } from 'node:fs';
import { RuntimeConfigError } from '../src/lib/config.ts';
import { contentSecurityPolicyForFile } from './csp.ts';

const path = process.argv[2] ?? ['dist/config.json', 'public/config.json'].find((candidate) => existsSync(candidate)) ?? 'dist/config.json';

try {
  process.stdout.write(`${contentSecurityPolicyForFile(path)}\n`);
} catch (error) {
  const details = error instanceof RuntimeConfigError ? error.details.map((line) => `\n  ${line}`).join('') : '';
  console.error(`${path}: ${error instanceof Error ? error.message : String(error)}${details}`);
  process.exitCode = 1;
}
