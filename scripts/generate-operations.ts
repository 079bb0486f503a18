/**
 * Emits, for every operation of the contract:
 * - src/api/generated/operations.ts: its method, path template, a matcher, whether it is public,
 *   the permission it needs (`x-permission`) and its cache group (`x-cache-group`, `x-invalidates`);
 * - src/api/generated/response-schemas.ts: the orval-generated zod schema of each JSON success answer.
 * The HTTP client uses them to validate every answer at the boundary without a hand-kept list. The
 * schemas are a module of their own so that the client can load them (and zod) alongside the first
 * request instead of before the first paint.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';
import { PERMISSIONS } from '../src/lib/permission-names.ts';

type Operation = {
  operationId: string;
  security?: unknown[];
  tags?: string[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
  'x-permission'?: string | null;
  'x-cache-group'?: string;
  'x-invalidates'?: string[];
};
type Spec = { paths: Record<string, Record<string, Operation>>; 'x-cache-groups'?: Record<string, string> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const spec = parse(readFileSync('openapi/openapi.yaml', 'utf8')) as Spec;

const camel = (s: string) => s.replace(/[-_ ]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const cacheGroups = Object.keys(spec['x-cache-groups'] ?? {});
if (cacheGroups.length === 0) throw new Error('openapi: the root has no x-cache-groups');
const problems: string[] = [];

/** The permission an operation declares: a SPEC §6 name, null (any signed-in caller) or none (public). */
function permissionOf(op: Operation, where: string, isPublic: boolean): string | null {
  const declared = 'x-permission' in op;
  if (isPublic) {
    if (declared) problems.push(`${where}: a public operation (security: []) declares no x-permission`);
    return null;
  }
  if (!declared) {
    problems.push(`${where}: x-permission is missing (a SPEC §6 permission, Manage_Home for any member, or null)`);
    return null;
  }
  const permission = op['x-permission'] ?? null;
  if (permission !== null && !(PERMISSIONS as readonly string[]).includes(permission)) {
    problems.push(`${where}: x-permission ${permission} is not a permission of SPEC §6`);
  }
  return permission;
}

function cacheGroupOf(op: Operation, where: string): { group: string; invalidates: string[] } {
  const group = op['x-cache-group'];
  const invalidates = op['x-invalidates'] ?? [];
  if (!group) problems.push(`${where}: x-cache-group is missing`);
  for (const name of [group, ...invalidates]) {
    if (name && !cacheGroups.includes(name)) problems.push(`${where}: cache group ${name} is not listed in x-cache-groups`);
  }
  return { group: group ?? '', invalidates };
}

const imports = new Map<string, Set<string>>();
const rows: string[] = [];
const schemaRows: string[] = [];

for (const [path, item] of Object.entries(spec.paths)) {
  for (const method of METHODS) {
    const op = item[method];
    if (!op) continue;
    const tag = op.tags?.[0];
    if (!tag) throw new Error(`${method.toUpperCase()} ${path} has no tag`);
    const schemas: string[] = [];
    for (const [status, response] of Object.entries(op.responses ?? {})) {
      if (!/^2\d\d$/.test(status) || !response.content?.['application/json']) continue;
      const name = `${camel(op.operationId)}${status}Response`;
      const module = `./zod/${tag}/${tag}.zod`;
      if (!imports.has(module)) imports.set(module, new Set());
      imports.get(module)!.add(name);
      schemas.push(`${status}: ${name}`);
    }
    // `security: []` marks a call made without a session: no bearer token, and a 401 is an answer, not an expired session.
    const isPublic = Array.isArray(op.security) && op.security.length === 0;
    const where = `${method.toUpperCase()} ${path} (${op.operationId})`;
    const permission = permissionOf(op, where, isPublic);
    const { group, invalidates } = cacheGroupOf(op, where);
    const pattern = path
      .split(/(\{[^}]+\})/)
      .map((part) => (part.startsWith('{') ? '[^/]+' : escapeRegex(part)))
      .join('')
      .replace(/\//g, '\\/');
    rows.push(
      `  { operationId: '${op.operationId}', method: '${method.toUpperCase()}', path: '${path}', pattern: /^${pattern}$/, public: ${isPublic}, ` +
        `permission: ${permission === null ? 'null' : `'${permission}'`}, cacheGroup: '${group}', invalidates: [${invalidates.map((g) => `'${g}'`).join(', ')}] },`,
    );
    schemaRows.push(`  ${op.operationId}: { ${schemas.join(', ')} },`);
  }
}

if (problems.length) {
  console.error(`openapi: ${problems.length} problem(s) with x-permission / x-cache-group:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}

const importLines = [...imports.entries()]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([module, names]) => `import { ${[...names].sort().join(', ')} } from '${module}';`);

const header = '// Generated by scripts/generate-operations.ts from openapi/openapi.yaml. Do not edit.';

const operationsModule = `${header}
import type { Permission } from '../../lib/permission-names';

/** The client cache groups of the contract (x-cache-groups): SPEC §7's, then inferred ones. */
export const CACHE_GROUPS = [
${cacheGroups.map((g) => `  '${g}',`).join('\n')}
] as const;

export type CacheGroup = (typeof CACHE_GROUPS)[number];

export type OperationEntry = {
  readonly operationId: string;
  readonly method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';
  readonly path: string;
  readonly pattern: RegExp;
  /** \`security: []\`: called without a session. */
  readonly public: boolean;
  /** x-permission: needed in the path's administration; null = any signed-in caller (or public). */
  readonly permission: Permission | null;
  /** x-cache-group: the cache group its answer belongs to (a mutation invalidates it). */
  readonly cacheGroup: CacheGroup;
  /** x-invalidates: further groups a successful call makes stale. */
  readonly invalidates: readonly CacheGroup[];
};

export const operations: readonly OperationEntry[] = [
${rows.join('\n')}
];
`;

const schemasModule = `${header}
import type { ZodType } from 'zod';
${importLines.join('\n')}

/** Per operation id: the zod schema of each JSON success answer, by status. */
export const responseSchemas: Readonly<Record<string, Readonly<Record<number, ZodType>>>> = {
${schemaRows.join('\n')}
};
`;

writeFileSync('src/api/generated/operations.ts', operationsModule);
writeFileSync('src/api/generated/response-schemas.ts', schemasModule);
