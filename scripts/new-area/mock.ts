/**
 * The fake backend of a new area: its record schema (mocks/db/schemas.ts), its collection
 * (mocks/db/collections.ts, sized so MOCK_SCALE grows it), a deterministic seed in both
 * administrations, the handlers of its two operations and its contract test.
 */
import { referencePrefix } from './contract.ts';
import type { AreaNames } from './names.ts';

/** Inserts `line` after the last import of a module. */
export function addImport(source: string, line: string): string {
  if (source.includes(line)) return source;
  const imports = [...source.matchAll(/^import [\s\S]*?;\n/gm)];
  const last = imports.at(-1);
  if (!last || last.index === undefined) return `${line}\n${source}`;
  const end = last.index + last[0].length;
  return `${source.slice(0, end)}${line}\n${source.slice(end)}`;
}

/** Inserts `line` as the last entry of the object literal that starts with `opening`. */
export function addEntry(source: string, opening: string, line: string, file: string): string {
  const start = source.indexOf(opening);
  if (start < 0) throw new Error(`${file}: "${opening}" not found; add the entry by hand: ${line.trim()}`);
  const close = source.indexOf('\n};', start);
  if (close < 0) throw new Error(`${file}: the end of "${opening}" not found`);
  if (source.slice(start, close).includes(line.trim())) return source;
  return `${source.slice(0, close)}\n${line}${source.slice(close)}`;
}

/** Inserts `line` before the first line after `anchor` that matches `before`. */
export function addBefore(source: string, anchor: string, before: RegExp, line: string, file: string): string {
  const start = source.indexOf(anchor);
  if (start < 0) throw new Error(`${file}: "${anchor}" not found; add by hand: ${line.trim()}`);
  const rest = source.slice(start);
  const match = before.exec(rest);
  if (!match) throw new Error(`${file}: no place found after "${anchor}"`);
  if (rest.includes(line.trim())) return source;
  const at = start + match.index;
  return `${source.slice(0, at)}${line}\n${source.slice(at)}`;
}

export function withRecordSchema(source: string, names: AreaNames): string {
  const { kebab, recordCamel, recordPascal } = names;
  let out = addImport(source, `import { get${recordPascal}200Response } from '#api/generated/zod/${kebab}/${kebab}.zod';`);
  const schema = `${recordCamel}Schema`;
  if (out.includes(`export const ${schema} `)) return out;
  out = addBefore(
    out,
    'export const',
    /^export type /m,
    `// Stored with the administration it belongs to and its version (the etag is made from it).\nexport const ${schema} = get${recordPascal}200Response.omit({ etag: true }).extend({ administrationId: z.string(), version: z.number().int() });\n`,
    'mocks/db/schemas.ts',
  );
  return `${out.trimEnd()}\nexport type ${recordPascal}Record = z.infer<typeof ${schema}>;\n`;
}

export function withCollection(source: string, names: AreaNames): string {
  const { areaId, kebab, recordCamel, pluralPascal } = names;
  let out = addImport(source, `import { seed${pluralPascal} } from '../seed/${kebab}';`);
  out = out.replace(/import \{([^}]*)\} from '\.\/schemas';/, (whole, list: string) => {
    const items = list.split(',').map((item) => item.trim()).filter(Boolean);
    if (items.includes(`${recordCamel}Schema`)) return whole;
    const sorted = [...items, `${recordCamel}Schema`].sort((a, b) => a.localeCompare(b));
    return `import {\n${sorted.map((item) => `  ${item},`).join('\n')}\n} from './schemas';`;
  });
  return addEntry(
    out,
    'export const collections = {',
    `  ${areaId}: sized(${recordCamel}Schema, { perAdministration: 60, max: 50_000 }, seed${pluralPascal}),`,
    'mocks/db/collections.ts',
  );
}

export function withHandlers(source: string, names: AreaNames): string {
  const { kebab, recordCamel } = names;
  const factory = `${recordCamel}Handlers`;
  const out = addImport(source, `import { ${factory} } from './${kebab}';`);
  return addBefore(out, 'faultHandler(ctx),', /^\s*\.\.\.\(ctx\.options\.fallback/m, `    ...${factory}(ctx),`, 'mocks/handlers/index.ts');
}

/** mocks/seed/<area>.ts */
export function seedFile(names: AreaNames): string {
  const { kebab, recordPascal, pluralPascal, recordKebab } = names;
  return `/**
 * The seeded ${kebab.replace(/-/g, ' ')}: per administration a sized, deterministic set named after businesses of its
 * country, created within 18 months before the reference date. One generator per administration,
 * so the same size gives the same records and a larger size keeps the first ones.
 */
import type { SeedContext } from '../db/collections';
import type { ${recordPascal}Record } from '../db/schemas';
import { administrationFixtures, SEED_REFERENCE_DATE, type AdministrationFixture } from './fixtures';
import { createRandom } from './prng';
import { isoSeconds } from './templates';

const DAY_MS = 24 * 60 * 60 * 1000;

const NAME_PARTS: Record<string, { readonly first: readonly string[]; readonly last: readonly string[] }> = {
  NL: {
    first: ['Bakkerij', 'Bouwbedrijf', 'Installatiebedrijf', 'Transport', 'Drukkerij', 'Hoveniersbedrijf', 'Garage', 'Adviesbureau'],
    last: ['Jansen', 'de Boer', 'Visser', 'Smit', 'Bakker', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters'],
  },
  GB: {
    first: ['Northgate', 'Riverside', 'Oakfield', 'Harbour', 'Kingsway', 'Millbrook', 'Westfield', 'Ashby'],
    last: ['Joinery', 'Logistics', 'Bakery', 'Engineering', 'Print Works', 'Garden Services', 'Motors', 'Consulting'],
  },
};

function nameOf(admin: AdministrationFixture, random: ReturnType<typeof createRandom>): string {
  const parts = NAME_PARTS[admin.country] ?? NAME_PARTS.GB!;
  const name = \`\${random.pick(parts.first)} \${random.pick(parts.last)}\`;
  return admin.country === 'NL' ? \`\${name} B.V.\` : \`\${name} Ltd\`;
}

function ${recordKebab.replace(/-([a-z])/g, (_, l: string) => l.toUpperCase())}sOf(admin: AdministrationFixture, count: number): ${recordPascal}Record[] {
  const random = createRandom(\`${kebab}:\${admin.id}\`);
  const reference = Date.parse(SEED_REFERENCE_DATE);
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(4, '0');
    const created = reference - random.int(30, 540) * DAY_MS;
    const updated = Math.min(reference, created + random.int(0, 120) * DAY_MS);
    return {
      id: \`${recordKebab}-\${admin.code}-\${number}\`,
      administrationId: admin.id,
      reference: \`${referencePrefix(names)}-\${number}\`,
      name: nameOf(admin, random),
      createdAt: isoSeconds(new Date(created)),
      updatedAt: isoSeconds(new Date(updated)),
      version: 1,
    };
  });
}

export function seed${pluralPascal}(context: SeedContext): ${recordPascal}Record[] {
  return administrationFixtures.flatMap((admin) => ${recordKebab.replace(/-([a-z])/g, (_, l: string) => l.toUpperCase())}sOf(admin, context.perAdministration));
}
`;
}

/** mocks/handlers/<area>.ts; `param` is the record's path parameter. */
export function handlerFile(names: AreaNames, param: string): string {
  const { kebab, areaId, pluralPascal, recordPascal, recordCamel } = names;
  return `import {
  getGet${recordPascal}MockHandler,
  getList${pluralPascal}MockHandler,
  getUpdate${recordPascal}MockHandler,
} from '#api/generated/endpoints/${kebab}/${kebab}.msw';
import type { ${recordPascal}, ${recordPascal}Page } from '#api/generated/model/index';
import { list${pluralPascal}QueryParams, update${recordPascal}Body } from '#api/generated/zod/${kebab}/${kebab}.zod';
import type { ${recordPascal}Record } from '../db/schemas';
import { answer, type Answer } from './answers';
import type { HandlerContext } from './context';
import { listPage } from './list';
import { notFound } from './problem';
import { etagOf, patchRecord, requireCurrentVersion } from './receivables';
import { jsonBody, pathParam, queryParams, route, scopeOf } from './route';

/** The public shape of a stored record (what the backend keeps beside it stays here). */
function publicOf({ administrationId: _administrationId, version, ...record }: ${recordPascal}Record): ${recordPascal} {
  return { ...record, etag: etagOf({ version }) };
}

export function ${recordCamel}Handlers(ctx: HandlerContext) {
  const { db } = ctx.store;
  const find = (input: Parameters<typeof scopeOf>[0]) => {
    const { administrationId } = scopeOf(input);
    const id = pathParam(input, '${param}');
    const record = db.${areaId}.findFirst((q) => q.where({ id, administrationId }));
    if (!record) throw notFound(\`${recordPascal} \${id} does not exist.\`);
    return record;
  };

  return [
    getList${pluralPascal}MockHandler(
      route<${recordPascal}Page>(ctx, 'list${pluralPascal}', (input) => {
        const { administrationId } = scopeOf(input);
        const query = queryParams(input.url, list${pluralPascal}QueryParams);
        const page = listPage(db.${areaId}.findMany((q) => q.where({ administrationId })), {
          search: { fields: [query['search-field'] ?? 'name'], value: query['search-value'] },
          sort: { field: query['sort-by'] ?? 'name', order: query['sort-order'] ?? 'asc', kind: query['sort-by'] === 'createdAt' ? 'date' : 'text' },
          page: query.page,
          perPage: query['per-page'],
        });
        return { ...page, items: page.items.map(publicOf) };
      }),
    ),

    getGet${recordPascal}MockHandler(
      route<${recordPascal}>(ctx, 'get${recordPascal}', (input): Answer<${recordPascal}> => {
        const record = find(input);
        return answer(200, publicOf(record), { ETag: etagOf(record) });
      }),
    ),

    getUpdate${recordPascal}MockHandler(
      route<${recordPascal}>(
        ctx,
        'update${recordPascal}',
        async (input): Promise<Answer<${recordPascal}>> => {
          const record = find(input);
          requireCurrentVersion(input.request, record, 'update${recordPascal}', () => publicOf(record), \`${recordPascal} \${record.reference}\`);
          const body = await jsonBody(input.request, update${recordPascal}Body);
          patchRecord(record, { name: body.name.trim(), updatedAt: new Date().toISOString(), version: record.version + 1 });
          return answer(200, publicOf(record), { ETag: etagOf(record) });
        },
        { mutates: true },
      ),
    ),
  ];
}
`;
}

/** mocks/contract/<area>.test.ts */
export function contractTestFile(names: AreaNames): string {
  const { kebab, recordKebab } = names;
  return `import { SEED_IDS } from '../node';
import { contractSuite } from './harness';

const NL = SEED_IDS.administrations.nl;
const GB = SEED_IDS.administrations.gb;

type Page = { items: { id: string; name: string; reference: string }[]; total: number; page: number; perPage: number };

contractSuite('${kebab}', ({ call }) => {
  it('pages, sorts and searches the list, and reads one record with its version', async () => {
    const first = await call('GET', \`/administrations/\${NL}/${kebab}?per-page=10&sort-by=reference&sort-order=desc\`);
    expect(first.status).toBe(200);
    const page = first.body as Page;
    expect(page.items).toHaveLength(10);
    expect(page.perPage).toBe(10);
    expect(page.total).toBeGreaterThan(10);
    const references = page.items.map((item) => item.reference);
    expect(references).toEqual([...references].sort().reverse());

    const second = (await call('GET', \`/administrations/\${NL}/${kebab}?per-page=10&page=2&sort-by=reference&sort-order=desc\`)).body as Page;
    expect((second.items[0]?.reference ?? '') < (references.at(-1) ?? '')).toBe(true);

    const needle = page.items[0]?.name.split(' ')[0] ?? '';
    const found = (await call('GET', \`/administrations/\${NL}/${kebab}?search-field=name&search-value=\${encodeURIComponent(needle)}\`)).body as Page;
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((item) => item.name.toLowerCase().includes(needle.toLowerCase()))).toBe(true);

    const id = page.items[0]?.id ?? '';
    const one = await call('GET', \`/administrations/\${NL}/${kebab}/\${id}\`);
    expect(one.status).toBe(200);
    expect(one.response.headers.get('ETag')).toMatch(/^".+"$/);
  });

  it('changes a record only in the version named by If-Match', async () => {
    const id = ((await call('GET', \`/administrations/\${NL}/${kebab}?per-page=10\`)).body as Page).items[0]?.id ?? '';
    const path = \`/administrations/\${NL}/${kebab}/\${id}\`;
    const etag = (await call('GET', path)).response.headers.get('ETag') ?? '';
    const put = (name: string, headers: Record<string, string>) =>
      call('PUT', path, { headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ name }) });

    expect((await put('Without a version', {})).status).toBe(428);
    const saved = await put('  Renamed  ', { 'If-Match': etag });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id, name: 'Renamed' });
    expect(saved.response.headers.get('ETag')).not.toBe(etag);

    const stale = await put('Stale', { 'If-Match': etag });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ current: { id, name: 'Renamed' }, etag: saved.response.headers.get('ETag') });
    expect((await put('', { 'If-Match': saved.response.headers.get('ETag') ?? '' })).status).toBe(400);
  });

  it('keeps administrations apart and answers bad queries and unknown records as problems', async () => {
    const gbId = ((await call('GET', \`/administrations/\${GB}/${kebab}?per-page=10\`)).body as Page).items[0]?.id ?? '';
    expect(gbId).toMatch(/^${recordKebab}-/);
    expect((await call('GET', \`/administrations/\${NL}/${kebab}/\${gbId}\`)).status).toBe(404);
    expect((await call('GET', \`/administrations/\${NL}/${kebab}?per-page=1001\`)).status).toBe(400);
    expect((await call('GET', \`/administrations/\${NL}/${kebab}?sort-by=size\`)).status).toBe(400);
    expect((await call('GET', \`/administrations/\${NL}/${kebab}/nope\`)).status).toBe(404);
  });
});
`;
}
