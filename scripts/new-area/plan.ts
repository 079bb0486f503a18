/**
 * What `npm run new:area` writes for one area, computed without touching the disk: every new file
 * with its text and every existing file with its new text. `scripts/new-area.ts` applies it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ContractOptions, tagFile, withSharedComponents } from './contract.ts';
import { addImport, contractTestFile, handlerFile, seedFile, withCollection, withHandlers, withRecordSchema } from './mock.ts';
import { areaNames, type AreaNames } from './names.ts';
import { LOCALE_FOLDERS, type LocaleFolder, PHRASES } from './phrases.ts';

export const NAV_GROUPS = ['overview', 'receivables', 'payments', 'communication', 'configuration'] as const;

export interface NewAreaOptions {
  /** Kebab-case plural, e.g. `credit-limits`. */
  readonly name: string;
  /** Kebab-case singular when the English rule gets it wrong. */
  readonly record?: string;
  /** For an area the registry does not know yet: its navigation group, permission and titles. */
  readonly group?: string;
  readonly permission?: string;
  readonly titles?: Partial<Record<LocaleFolder, string>>;
}

/** Where the repository's files are read from (the disk, or a map in tests). */
export interface Files {
  read(path: string): string;
  exists(path: string): boolean;
  list(dir: string): string[];
}

export const diskFiles = (root: string): Files => ({
  read: (path) => readFileSync(join(root, path), 'utf8'),
  exists: (path) => existsSync(join(root, path)),
  list: (dir) => (existsSync(join(root, dir)) ? readdirSync(join(root, dir)) : []),
});

export interface Plan {
  readonly names: AreaNames;
  readonly path: string;
  readonly param: string;
  /** Path → full text, for new files and changed ones alike. */
  readonly files: ReadonlyMap<string, string>;
  /** Placeholder route files the area's real routes replace. */
  readonly replaced: readonly string[];
}

const AREAS_FILE = 'src/navigation/areas.ts';
const I18N_FILE = 'src/lib/i18n.ts';
const I18N_TYPES_FILE = 'src/lib/i18next.d.ts';

/** The area's namespace in the list of namespaces. */
function withNamespace(source: string, namespace: string): string {
  const start = source.indexOf('export const NAMESPACES = [');
  const end = source.indexOf('] as const;', start);
  if (start < 0 || end < 0) throw new Error(`${I18N_FILE}: the NAMESPACES list was not found`);
  if (source.slice(start, end).includes(`'${namespace}'`)) return source;
  return `${source.slice(0, end)}  '${namespace}',\n${source.slice(end)}`;
}

/** The area's namespace in the typed resources (its keys typed from the English file). */
function withNamespaceType(source: string, names: AreaNames): string {
  const binding = `${names.areaId}Texts`;
  const withImport = addImport(source, `import type ${binding} from '../../public/locales/en/${names.kebab}.json';`);
  const end = withImport.lastIndexOf('    };\n  }\n}');
  if (end < 0) throw new Error(`${I18N_TYPES_FILE}: the resources of CustomTypeOptions were not found`);
  return `${withImport.slice(0, end)}      '${names.kebab}': typeof ${binding};\n${withImport.slice(end)}`;
}

interface RegisteredArea {
  path: string;
  permission: string | null;
  param: string | undefined;
  tabbed: boolean;
}

function registered(areasSource: string, areaId: string): RegisteredArea | undefined {
  const entry = new RegExp(`^\\s+${areaId}: area\\('${areaId}', '([^']+)', (?:'\\w+'|null), (?:'(\\w+)'|null)\\),$`, 'm').exec(areasSource);
  if (!entry) return undefined;
  const param = new RegExp(`^\\s+${areaId}: '(\\w+)',$`, 'm').exec(areasSource.slice(areasSource.indexOf('export const DETAIL_PARAMS')))?.[1];
  const tabs = areasSource.slice(areasSource.indexOf('export const DETAIL_TABS'), areasSource.indexOf('/** /settings pages'));
  return { path: entry[1] ?? '', permission: entry[2] ?? null, param, tabbed: new RegExp(`^\\s+${areaId}: \\[`, 'm').test(tabs) };
}

function withRegistryEntry(source: string, names: AreaNames, path: string, group: string, permission: string | null): string {
  const union = source.indexOf('export type AreaId =');
  const end = source.indexOf(';', union);
  let out = `${source.slice(0, end)}\n  | '${names.areaId}'${source.slice(end)}`;
  const closing = '} as const satisfies Record<AreaId, Area>;';
  const at = out.indexOf(closing);
  if (union < 0 || at < 0) throw new Error(`${AREAS_FILE}: the AreaId union or the AREAS object was not found`);
  const entry = `  ${names.areaId}: area('${names.areaId}', '${path}', '${group}', ${permission ? `'${permission}'` : 'null'}),\n`;
  out = `${out.slice(0, at)}${entry}${out.slice(at)}`;
  return out;
}

function placeholderOrAbsent(files: Files, path: string): 'absent' | 'placeholder' {
  if (!files.exists(path)) return 'absent';
  if (files.read(path).includes('@/routes/-placeholders/')) return 'placeholder';
  throw new Error(`${path} exists and is not a placeholder: the area has routes already`);
}

/** The locale file (namespace) of a language that holds the area titles (`areas.<id>`). */
function areaTitlesFile(files: Files, folder: LocaleFolder): string {
  const dir = `public/locales/${folder}`;
  for (const file of files.list(dir).filter((name) => name.endsWith('.json')).sort()) {
    const content = JSON.parse(files.read(`${dir}/${file}`)) as Record<string, unknown>;
    if (typeof content.areas === 'object' && content.areas !== null) return `${dir}/${file}`;
  }
  throw new Error(`No locale file in ${dir} holds the area titles ("areas")`);
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/__(\w+?)__/g, (whole, key: string) => values[key] ?? whole);
}

function template(name: string): string {
  return readFileSync(new URL(`./templates/${name}`, import.meta.url), 'utf8');
}

function forbiddenTest(permission: string | null): string {
  if (!permission || permission === 'Manage_Home') return '';
  return `
  it('does not ask for the list of a user without ${permission}', async () => {
    const anna = mock.store.db.users.findFirst((q) => q.where({ id: SEED_IDS.users.anna }))!;
    await mock.store.db.users.update(anna, {
      data(user) {
        user.memberships = user.memberships.map((membership) =>
          membership.administrationId === NL
            ? { ...membership, permissions: membership.permissions.filter((granted) => granted !== '${permission}') }
            : membership,
        );
      },
    });
    renderApp('__areaPath__', { administrationId: NL });
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(listRequests).toEqual([]);
  });
`;
}

export function planArea(options: NewAreaOptions, files: Files): Plan {
  const names = areaNames(options.name, options.record);
  const { kebab, areaId, pluralPascal, recordPascal } = names;
  const out = new Map<string, string>();
  const replaced: string[] = [];

  const feature = `src/features/${kebab}`;
  const tag = `openapi/tags/${kebab}.yaml`;
  for (const taken of [feature, tag, `mocks/handlers/${kebab}.ts`, `mocks/seed/${kebab}.ts`]) {
    if (files.exists(taken)) throw new Error(`${taken} exists already: the area "${kebab}" has been scaffolded`);
  }

  const areasSource = files.read(AREAS_FILE);
  const known = registered(areasSource, areaId);
  let path: string;
  let permission: string | null;
  let param: string;
  let title: string;
  if (known) {
    if (known.tabbed) throw new Error(`${areaId}'s detail page has tabs (DETAIL_TABS): build it in its tab routes, the scaffold writes single pages`);
    ({ path, permission } = known);
    param = known.param ?? `${names.recordCamel}Id`;
    const english = JSON.parse(files.read(areaTitlesFile(files, 'en'))) as { areas: Record<string, string> };
    title = english.areas[areaId] ?? pluralPascal;
  } else {
    const { group, titles = {} } = options;
    if (!group || !(NAV_GROUPS as readonly string[]).includes(group)) {
      throw new Error(`"${areaId}" is a new area: give its navigation group with --group (${NAV_GROUPS.join(', ')})`);
    }
    if (options.permission === undefined) throw new Error(`"${areaId}" is a new area: give its permission with --permission (a SPEC §6 name, or null)`);
    const missing = LOCALE_FOLDERS.filter((folder) => !titles[folder]?.trim());
    if (missing.length) throw new Error(`"${areaId}" is a new area: give its title in every language with --title <lang>=<text> (missing: ${missing.join(', ')})`);
    path = `/${kebab}`;
    permission = options.permission === 'null' ? null : options.permission;
    param = `${names.recordCamel}Id`;
    title = titles.en ?? pluralPascal;
    out.set(AREAS_FILE, withRegistryEntry(areasSource, names, path, group, permission));
    for (const folder of LOCALE_FOLDERS) {
      const file = areaTitlesFile(files, folder);
      const content = JSON.parse(files.read(file)) as { areas: Record<string, string> };
      content.areas[areaId] = titles[folder] ?? '';
      out.set(file, json(content));
    }
  }

  const contract: ContractOptions = { names, permission, title };
  out.set(tag, tagFile(contract));
  out.set('openapi/root.yaml', withSharedComponents(files.read('openapi/root.yaml'), contract));

  out.set('mocks/db/schemas.ts', withRecordSchema(files.read('mocks/db/schemas.ts'), names));
  out.set('mocks/db/collections.ts', withCollection(files.read('mocks/db/collections.ts'), names));
  out.set(`mocks/seed/${kebab}.ts`, seedFile(names));
  out.set(`mocks/handlers/${kebab}.ts`, handlerFile(names));
  out.set('mocks/handlers/index.ts', withHandlers(files.read('mocks/handlers/index.ts'), names));
  out.set(`mocks/contract/${kebab}.test.ts`, contractTestFile(names));

  const values = { ...names, Plural: pluralPascal, Record: recordPascal, record: names.recordCamel, areaPath: path, param, FORBIDDEN_TEST: forbiddenTest(permission) };
  const render = (name: string) => fill(fill(template(name), values), values);
  out.set(`${feature}/model/search-params.ts`, render('search-params.ts.tpl'));
  out.set(`${feature}/model/search-params.test.ts`, render('search-params.test.ts.tpl'));
  out.set(`${feature}/components/${pluralPascal}ListPage.tsx`, render('ListPage.tsx.tpl'));
  out.set(`${feature}/components/${pluralPascal}ListPage.test.tsx`, render('ListPage.test.tsx.tpl'));
  out.set(`${feature}/components/${recordPascal}DetailPage.tsx`, render('DetailPage.tsx.tpl'));
  out.set(`${feature}/components/${recordPascal}DetailPage.test.tsx`, render('DetailPage.test.tsx.tpl'));

  const routeDir = `src/routes/_app${path}`;
  if (files.exists(`${routeDir}/$${param}`)) throw new Error(`${routeDir}/$${param}/ holds tab routes: the scaffold writes single pages`);
  for (const [file, name] of [
    [`${routeDir}/index.tsx`, 'list-route.tsx.tpl'],
    [`${routeDir}/$${param}.tsx`, 'detail-route.tsx.tpl'],
  ] as const) {
    if (placeholderOrAbsent(files, file) === 'placeholder') replaced.push(file);
    out.set(file, render(name));
  }
  // A flat `<area>.tsx` route (no folder yet) becomes the folder's index.
  const flat = `src/routes/_app${path}.tsx`;
  if (files.exists(flat) && placeholderOrAbsent(files, flat) === 'placeholder') replaced.push(flat);

  for (const folder of LOCALE_FOLDERS) out.set(`public/locales/${folder}/${kebab}.json`, json(PHRASES[folder]));
  out.set(I18N_FILE, withNamespace(files.read(I18N_FILE), kebab));
  out.set(I18N_TYPES_FILE, withNamespaceType(files.read(I18N_TYPES_FILE), names));

  return { names, path, param, files: out, replaced };
}


