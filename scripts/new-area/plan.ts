/**
 * What `npm run new:area` writes for one area, computed without touching the disk: every new file
 * with its text and every existing file with its new text. `scripts/new-area.ts` applies it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ContractOptions, tagFile, withSharedComponents } from './contract.ts';
import { addImport, contractTestFile, handlerFile, seedFile, withCollection, withHandlers, withRecordSchema } from './mock.ts';
import { areaNames, type AreaNames, pascalOf } from './names.ts';
import { CARD_PHRASES, LOCALE_FOLDERS, type LocaleFolder, PHRASES } from './phrases.ts';

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
  /** For an area without a record page yet: the record's name before its id in the page title ("Credit limit"), per language. */
  readonly recordTitles?: Partial<Record<LocaleFolder, string>>;
  /** For a new area: the tabs of its record page besides the overview (DetailTabId values); none: a single page. */
  readonly tabs?: readonly string[];
  /** Also a card on the dashboard: how many records, and the way to the list. */
  readonly dashboardCard?: boolean;
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
  /** The record page's tabs (overview first), or null for a single page. */
  readonly tabs: readonly string[] | null;
  /** Path → full text, for new files and changed ones alike. */
  readonly files: ReadonlyMap<string, string>;
  /** Placeholder route files the area's real routes replace. */
  readonly replaced: readonly string[];
}

const AREAS_FILE = 'src/navigation/areas.ts';
const DASHBOARD_ROUTE = 'src/routes/_app/dashboard.tsx';
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
  /** The record page's tabs (overview first), or null for a single page. */
  tabs: string[] | null;
}

/** The quoted strings of a list such as `'overview', 'tasks'`. */
const quoted = (list: string) => [...list.matchAll(/'(\w+)'/g)].map((match) => match[1] ?? '');

/** The text of an `export const NAME = {` object of the registry, up to its closing line. */
function registryObject(areasSource: string, name: string): string {
  const start = areasSource.indexOf(`export const ${name} = {`);
  if (start < 0) throw new Error(`${AREAS_FILE}: ${name} was not found`);
  return areasSource.slice(start, areasSource.indexOf('\n} as const', start));
}

function registered(areasSource: string, areaId: string): RegisteredArea | undefined {
  const entry = new RegExp(`^\\s+${areaId}: area\\('${areaId}', '([^']+)', (?:'\\w+'|null), (?:'(\\w+)'|null)\\),$`, 'm').exec(areasSource);
  if (!entry) return undefined;
  const param = new RegExp(`^\\s+${areaId}: '(\\w+)',$`, 'm').exec(registryObject(areasSource, 'DETAIL_PARAMS'))?.[1];
  const tabs = new RegExp(`^\\s+${areaId}: \\[([^\\]]*)\\]`, 'm').exec(registryObject(areasSource, 'DETAIL_TABS'))?.[1];
  return { path: entry[1] ?? '', permission: entry[2] ?? null, param, tabs: tabs === undefined ? null : quoted(tabs) };
}

/** Inserts `line` as the last entry of the registry's `export const NAME = {` object. */
function withRegistryLine(source: string, name: string, line: string): string {
  const end = source.indexOf('\n} as const', source.indexOf(`export const ${name} = {`));
  if (end < 0) throw new Error(`${AREAS_FILE}: ${name} was not found`);
  return `${source.slice(0, end)}\n${line}${source.slice(end)}`;
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

/**
 * A route file the area's real route may replace: none yet, or a placeholder, one that loads
 * nothing and shows no feature's screen (the placeholder screens show the frame only).
 */
function placeholderOrAbsent(files: Files, path: string): 'absent' | 'placeholder' {
  if (!files.exists(path)) return 'absent';
  const text = files.read(path);
  if (!/\bloader:/.test(text) && !text.includes("from '@/features/")) return 'placeholder';
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

const PLACEHOLDERS_DIR = (folder: LocaleFolder) => `public/locales/${folder}/placeholders.json`;

/**
 * The names of the walk's buttons on a record opened from a list (`walk.previous.<area>` and
 * `walk.next.<area>`): "Previous credit limit" in English; elsewhere a word that needs no agreement
 * with the record's gender ("Élément précédent"), to be made the record's own when it is known.
 */
const WALK_LABELS: Record<Exclude<LocaleFolder, 'en'>, { previous: string; next: string }> = {
  fr: { previous: 'Élément précédent', next: 'Élément suivant' },
  it: { previous: 'Elemento precedente', next: 'Elemento successivo' },
  de: { previous: 'Vorheriger Eintrag', next: 'Nächster Eintrag' },
  nl: { previous: 'Vorig item', next: 'Volgend item' },
  es: { previous: 'Elemento anterior', next: 'Elemento siguiente' },
};

/**
 * The record frame's title of the area's records in every language (`detail.<area>` of the
 * placeholders namespace, "Credit limit {{id}}"), and the names of its previous/next buttons
 * (`walk.*.<area>`): there already, or made from `--record-title`.
 */
function recordTitlesOf(files: Files, areaId: string, given: Partial<Record<LocaleFolder, string>> = {}) {
  type Placeholders = { detail: Record<string, string>; walk: { previous: Record<string, string>; next: Record<string, string> } };
  const read = (folder: LocaleFolder) => JSON.parse(files.read(PLACEHOLDERS_DIR(folder))) as Placeholders;
  const existing = read('en').detail[areaId];
  if (existing) return { english: existing, files: new Map<string, unknown>() };
  const missing = LOCALE_FOLDERS.filter((folder) => !given[folder]?.trim());
  if (missing.length) {
    throw new Error(`"${areaId}" has no record page yet: give its record's name in every language with --record-title <lang>=<text> (missing: ${missing.join(', ')})`);
  }
  const out = new Map<string, unknown>();
  for (const folder of LOCALE_FOLDERS) {
    const content = read(folder);
    content.detail[areaId] = `${given[folder]?.trim() ?? ''} {{id}}`;
    const record = given[folder]?.trim() ?? '';
    const walk = folder === 'en' ? { previous: `Previous ${record.toLowerCase()}`, next: `Next ${record.toLowerCase()}` } : WALK_LABELS[folder];
    content.walk.previous[areaId] = walk.previous;
    content.walk.next[areaId] = walk.next;
    out.set(PLACEHOLDERS_DIR(folder), content);
  }
  return { english: `${given.en?.trim() ?? ''} {{id}}`, files: out };
}

/** The tabs asked for, checked against the registry's DetailTabId. */
function tabsOf(areasSource: string, asked: readonly string[]): string[] {
  const union = /export type DetailTabId =([^;]*);/.exec(areasSource)?.[1] ?? '';
  const known = quoted(union).filter((tab) => tab !== 'overview');
  const unknown = asked.filter((tab) => !known.includes(tab));
  if (unknown.length) throw new Error(`--tabs: ${unknown.join(', ')} is not a tab of a record page (${known.join(', ')})`);
  return [...new Set(asked)];
}

/** The tabbed record page's test: another tab keeps the record's title and shows its section. */
function tabsTest(tab: string | undefined, files: Files): string {
  if (!tab) return '';
  const label = (JSON.parse(files.read(PLACEHOLDERS_DIR('en'))) as { tabs: Record<string, string> }).tabs[tab] ?? tab;
  return `
  it('keeps the record’s title on its other tabs', async () => {
    const record = firstOf(NL);
    const { user } = renderApp(\`__areaPath__/\${record.id}\`, { administrationId: NL });
    const tabs = await screen.findByRole('navigation', { name: \`Sections of \${recordTitle(record.name)}\` });
    await user.click(within(tabs).getByRole('link', { name: '${label}' }));
    expect(await screen.findByRole('heading', { level: 2, name: '${label}' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: recordTitle(record.name) })).toBeInTheDocument();
  });
`;
}

/** The dashboard route with the area's card in its grid (the first card gives the route its component). */
function withDashboardCard(source: string, names: AreaNames): string {
  const card = `${names.pluralPascal}Card`;
  const element = `      <${card} administrationId={administrationId} />\n`;
  const out = addImport(source, `import { ${card} } from '@/features/${names.kebab}/components/${card}';`);
  if (out.includes('component: DashboardScreen,')) {
    return `${out.replace('component: DashboardScreen,', 'component: DashboardRoute,').trimEnd()}

function DashboardRoute() {
  const { administrationId } = Route.useRouteContext();
  return (
    <DashboardScreen>
${element}    </DashboardScreen>
  );
}
`;
  }
  const end = out.indexOf('    </DashboardScreen>');
  if (end < 0) throw new Error(`${DASHBOARD_ROUTE}: the cards of <DashboardScreen> were not found; add <${card} administrationId={administrationId} /> by hand`);
  return `${out.slice(0, end)}${element}${out.slice(end)}`;
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
  let registry = areasSource;
  if (known) {
    if (options.tabs?.length) throw new Error(`"${areaId}" is in the registry: its record's tabs are its DETAIL_TABS entry in ${AREAS_FILE}`);
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
    registry = withRegistryEntry(areasSource, names, path, group, permission);
    for (const folder of LOCALE_FOLDERS) {
      const file = areaTitlesFile(files, folder);
      const content = JSON.parse(files.read(file)) as { areas: Record<string, string> };
      content.areas[areaId] = titles[folder] ?? '';
      out.set(file, json(content));
    }
  }

  const contract: ContractOptions = { names, permission, title, param };
  out.set(tag, tagFile(contract));
  out.set('openapi/root.yaml', withSharedComponents(files.read('openapi/root.yaml'), contract));

  out.set('mocks/db/schemas.ts', withRecordSchema(files.read('mocks/db/schemas.ts'), names));
  out.set('mocks/db/collections.ts', withCollection(files.read('mocks/db/collections.ts'), names));
  out.set(`mocks/seed/${kebab}.ts`, seedFile(names));
  out.set(`mocks/handlers/${kebab}.ts`, handlerFile(names, param));
  out.set('mocks/handlers/index.ts', withHandlers(files.read('mocks/handlers/index.ts'), names));
  out.set(`mocks/contract/${kebab}.test.ts`, contractTestFile(names));

  // The record page: the record frame titles it "<record title> <name>" (placeholders' detail.<area>).
  const tabs = known?.tabs ?? (options.tabs?.length ? ['overview', ...tabsOf(areasSource, options.tabs)] : null);
  if (!known?.param) registry = withRegistryLine(registry, 'DETAIL_PARAMS', `  ${areaId}: '${param}',`);
  if (!known && tabs) registry = withRegistryLine(registry, 'DETAIL_TABS', `  ${areaId}: [${tabs.map((tab) => `'${tab}'`).join(', ')}],`);
  if (registry !== areasSource) out.set(AREAS_FILE, registry);
  const recordTitles = recordTitlesOf(files, areaId, options.recordTitles);
  for (const [file, content] of recordTitles.files) out.set(file, json(content));

  const quote = (text: string) => text.replace(/[\\'`$]/g, '\\$&');
  const values = {
    ...names,
    Plural: pluralPascal,
    Record: recordPascal,
    record: names.recordCamel,
    areaPath: path,
    param,
    title: quote(title),
    recordHeading: quote(recordTitles.english).replace('{{id}}', '${name}'),
    FORBIDDEN_TEST: forbiddenTest(permission),
    TABS_TEST: tabs ? tabsTest(tabs[1], files) : '',
  };
  const render = (name: string, extra: Record<string, string> = {}) => fill(fill(template(name), { ...values, ...extra }), { ...values, ...extra });
  out.set(`${feature}/model/${kebab}-list.ts`, render('list-config.ts.tpl'));
  out.set(`${feature}/components/${pluralPascal}ListPage.tsx`, render('ListPage.tsx.tpl'));
  out.set(`${feature}/components/${pluralPascal}ListPage.test.tsx`, render('ListPage.test.tsx.tpl'));
  out.set(`${feature}/components/${recordPascal}Overview.tsx`, render('Overview.tsx.tpl'));
  out.set(`${feature}/components/${recordPascal}Overview.test.tsx`, render('Overview.test.tsx.tpl'));
  out.set(`${feature}/components/${recordPascal}Form.tsx`, render('Form.tsx.tpl'));

  const routeDir = `src/routes/_app${path}`;
  const recordDir = `${routeDir}/$${param}`;
  const routes: [string, string][] = [[`${routeDir}/index.tsx`, render('list-route.tsx.tpl')]];
  if (tabs) {
    routes.push([`${recordDir}/route.tsx`, render('record-layout-route.tsx.tpl')], [`${recordDir}/index.tsx`, render('record-overview-route.tsx.tpl')]);
    for (const tab of tabs.slice(1)) routes.push([`${recordDir}/${tab}.tsx`, render('record-tab-route.tsx.tpl', { tab, Tab: pascalOf(tab) })]);
    // A single record page (a flat `$<param>.tsx`) becomes the tabs' layout.
    if (placeholderOrAbsent(files, `${recordDir}.tsx`) === 'placeholder') replaced.push(`${recordDir}.tsx`);
  } else {
    if (files.exists(recordDir)) throw new Error(`${recordDir}/ holds tab routes: give the area its tabs in DETAIL_TABS (${AREAS_FILE})`);
    routes.push([`${recordDir}.tsx`, render('record-route.tsx.tpl')]);
  }
  for (const [file, text] of routes) {
    if (placeholderOrAbsent(files, file) === 'placeholder') replaced.push(file);
    out.set(file, text);
  }
  // A flat `<area>.tsx` route (no folder yet) becomes the folder's index.
  const flat = `src/routes/_app${path}.tsx`;
  if (files.exists(flat) && placeholderOrAbsent(files, flat) === 'placeholder') replaced.push(flat);

  if (options.dashboardCard) {
    out.set(`${feature}/components/${pluralPascal}Card.tsx`, render('Card.tsx.tpl'));
    out.set(`${feature}/components/${pluralPascal}Card.test.tsx`, render('Card.test.tsx.tpl'));
    out.set(DASHBOARD_ROUTE, withDashboardCard(files.read(DASHBOARD_ROUTE), names));
  }

  for (const folder of LOCALE_FOLDERS) {
    out.set(`public/locales/${folder}/${kebab}.json`, json({ ...PHRASES[folder], ...(options.dashboardCard ? CARD_PHRASES[folder] : {}) }));
  }
  out.set(I18N_FILE, withNamespace(files.read(I18N_FILE), kebab));
  out.set(I18N_TYPES_FILE, withNamespaceType(files.read(I18N_TYPES_FILE), names));

  return { names, path, param, tabs, files: out, replaced };
}


