/**
 * The pages the route journeys open, derived from the area registry (src/navigation), the seed's
 * ids and the English locale files, so a new area, tab or settings page is visited without editing
 * a spec. `uncoveredRoutes` compares them with the route files, so a route the registry does not
 * lead to is noticed too.
 *
 * An area with data (a mock collection named after it, as `npm run new:area` makes) opens its
 * first seeded record of the Dutch administration, titled with the record's name. The placeholder
 * record pages of the other areas open the first id the seed lists for them (`SEED_IDS.<areaId>`),
 * else `<areaId>-1`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { collectionNames } from '../../mocks/db/collections';
import { SEED_IDS } from '../../mocks/node';
import { buildSeedData } from '../../mocks/seed/seed';
import {
  ADMINISTRATION_SETTINGS_PAGE_IDS,
  ADMINISTRATION_SETTINGS_PAGE_INFO,
} from '../../src/navigation/administration-settings-pages';
import { type AreaId, AREAS, DETAIL_PARAMS, DETAIL_TABS, type DetailAreaId, type DetailTabId, SETTINGS_PAGES } from '../../src/navigation/areas';
import { ROOT } from './addresses';

/** A page to open and the title (h1) it must show. */
export type Visit = { url: string; title: string };

type Texts = { [key: string]: string | Texts };
const englishFiles = new Map<string, Texts>();

/** The English text of a translation key (`namespace:key`, or a key of the default namespace), with `{{name}}` filled in as i18next does. */
export function english(qualifiedKey: string, values: Record<string, string> = {}): string {
  const [namespace, key] = qualifiedKey.includes(':') ? (qualifiedKey.split(':', 2) as [string, string]) : ['translation', qualifiedKey];
  const file = `public/locales/en/${namespace}.json`;
  let texts = englishFiles.get(file);
  if (!texts) englishFiles.set(file, (texts = JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Texts));
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`${file} has no text for ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${qualifiedKey} needs a value for {{${name}}}`);
    return value;
  });
}

/** The first seeded id of a kind of record (SEED_IDS.<kind>), else a stable made-up one. */
export function recordId(kind: string): string {
  const seeded = (SEED_IDS as unknown as Record<string, unknown>)[kind];
  const first = typeof seeded === 'object' && seeded !== null ? Object.values(seeded)[0] : seeded;
  return typeof first === 'string' ? first : `${kind}-1`;
}

export const ADMINISTRATION_ID = SEED_IDS.administrations.nl;

/** Areas whose record pages have a journey of their own. */
const RECORD_PAGES_ELSEWHERE: readonly string[] = ['templates'];

/** A single record page (`$<param>.tsx`) right under the area's route folder. */
function hasRecordRoute(path: string): boolean {
  const dir = join(ROOT, 'src/routes/_app', path);
  return existsSync(dir) && readdirSync(dir).some((file) => /^\$\w+\.tsx$/.test(file));
}

/** Areas whose records the mock serves and whose record page shows one (what `npm run new:area` makes). */
function dataAreas(): AreaId[] {
  return collectionNames.filter(
    (name): name is typeof name & AreaId =>
      name in AREAS && !(name in DETAIL_TABS) && !RECORD_PAGES_ELSEWHERE.includes(name) && hasRecordRoute(AREAS[name as AreaId].path),
  );
}

function dataAreaVisit(area: AreaId): Visit {
  const records = buildSeedData()[area as (typeof collectionNames)[number]] as readonly Record<string, unknown>[];
  const record = records.find((candidate) => candidate.administrationId === ADMINISTRATION_ID);
  // Titled with the record's name (or title: a task), or its number or reference where it has
  // neither (an arrangement: "Arrangement AR-0001", a payment: "Payment BET-000001").
  const label = typeof record?.name === 'string' ? record.name : typeof record?.title === 'string' ? record.title : typeof record?.number === 'string' ? record.number : record?.reference;
  if (typeof record?.id !== 'string' || typeof label !== 'string') {
    throw new Error(`The seed has no ${area} record with an id and a name or reference in ${ADMINISTRATION_ID}: seed one (mocks/seed/)`);
  }
  return { url: `${AREAS[area].path}/${encodeURIComponent(record.id)}`, title: label };
}

/** Tabbed record pages that show a real record (titled with its name or number on every tab). */
const RECORD_LABELS: Partial<Record<DetailAreaId, string>> = { customers: 'name', superDebtors: 'name', invoices: 'number', issues: 'number' };

/** The record a tabbed record page opens: the first seeded one of the Dutch administration where the page shows data. */
export function detailRecord(area: DetailAreaId): { id: string; label: string } {
  const labelField = RECORD_LABELS[area];
  const seeded = (collectionNames as readonly string[]).includes(area);
  if (!labelField) {
    // Pages titled with the id still open a seeded record where the mock has them: their tabs
    // that show data (a super debtor's attachments) ask the server about it.
    const first = seeded ? (buildSeedData()[area as (typeof collectionNames)[number]] as readonly Record<string, unknown>[]).find((r) => r.administrationId === ADMINISTRATION_ID) : undefined;
    const id = typeof first?.id === 'string' ? first.id : recordId(area);
    return { id, label: id };
  }
  const records = buildSeedData()[area as (typeof collectionNames)[number]] as readonly Record<string, unknown>[];
  const record = records.find((candidate) => candidate.administrationId === ADMINISTRATION_ID);
  const label = record?.[labelField];
  if (typeof record?.id !== 'string' || typeof label !== 'string') throw new Error(`The seed has no ${area} record in ${ADMINISTRATION_ID}`);
  return { id: record.id, label };
}

function detailVisits(area: DetailAreaId): Visit[] {
  const { id, label } = detailRecord(area);
  const base = `${AREAS[area].path}/${encodeURIComponent(id)}`;
  const title = english(`placeholders:detail.${area}`, { id: label });
  const tabs: readonly DetailTabId[] = area in DETAIL_TABS ? DETAIL_TABS[area as keyof typeof DETAIL_TABS] : ['overview'];
  return tabs.map((tab) => ({ url: tab === 'overview' ? base : `${base}/${tab}`, title }));
}

function administrationSettingsVisits(administrationId: string): Visit[] {
  const base = `${AREAS.administrations.path}/${administrationId}/settings`;
  const title = (page: keyof typeof ADMINISTRATION_SETTINGS_PAGE_INFO, id?: string) =>
    english(`placeholders:adminSettings.pages.${ADMINISTRATION_SETTINGS_PAGE_INFO[page].titleKey}`, id === undefined ? {} : { id });
  return [
    // The settings' index opens their overview.
    { url: base, title: title('overview') },
    ...ADMINISTRATION_SETTINGS_PAGE_IDS.map((page) => {
      if (!page.includes('$id')) return { url: `${base}/${page}`, title: title(page) };
      const id = recordId(ADMINISTRATION_SETTINGS_PAGE_INFO[page].section);
      return { url: `${base}/${page.replace('$id', encodeURIComponent(id))}`, title: title(page, id) };
    }),
  ];
}

/** Every page behind sign-in that the registry leads to. */
export function authenticatedVisits(): Visit[] {
  const composerCustomer = detailRecord('customers');
  const notificationId = recordId('notifications');
  return [
    ...Object.values(AREAS).map((area) => ({ url: area.path, title: english(area.titleKey) })),
    ...(Object.keys(DETAIL_PARAMS) as DetailAreaId[]).filter((area) => !dataAreas().includes(area)).flatMap(detailVisits),
    ...dataAreas().map(dataAreaVisit),
    // The composer for one seeded customer (SPEC §2 /communication/{customerId}); not an area of its own.
    { url: `/communication/${encodeURIComponent(composerCustomer.id)}`, title: english('communication:composer.title', { name: composerCustomer.label }) },
    ...SETTINGS_PAGES.map((page) => ({ url: `${AREAS.settings.path}/${page}`, title: english(`placeholders:settings.pages.${page}`) })),
    // One seeded notification of the communication settings (SPEC §2), titled with its event.
    {
      url: `${AREAS.settings.path}/communication/notifications/${encodeURIComponent(notificationId)}`,
      title: english('settings:communication.events.promise-broken'),
    },
    ...administrationSettingsVisits(ADMINISTRATION_ID),
  ];
}

/** The path patterns of the file routes below `folder` (src/routes/_app, src/routes/_public), e.g. `/customers/$customerId/tasks`. */
export function fileRoutePaths(folder: 'src/routes/_app' | 'src/routes/_public'): string[] {
  const root = join(ROOT, folder);
  const paths = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      // The router skips names starting with "-" (route-local modules).
      if (entry.name.startsWith('-')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const segments = relative(root, full)
          .replace(/\.tsx?$/, '')
          .split(/[/.]/)
          // Pathless layouts (_name) and groups ((name)) add no segment; a trailing _ only un-nests.
          .filter((segment) => !segment.startsWith('_') && !/^\(.*\)$/.test(segment))
          .map((segment) => segment.replace(/_$/, ''));
        if (['index', 'route'].includes(segments.at(-1) ?? '')) segments.pop();
        paths.add(`/${segments.join('/')}`);
      }
    }
  };
  walk(root);
  return [...paths].sort();
}

/** The route patterns none of the URLs opens (`$param` matches any one segment). */
export function uncoveredRoutes(patterns: readonly string[], urls: readonly string[]): string[] {
  const paths = urls.map((url) => new URL(url, 'http://app.invalid').pathname);
  return patterns.filter((pattern) => {
    const source = pattern
      .split('/')
      .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    const matcher = new RegExp(`^${source}$`);
    return !paths.some((path) => matcher.test(decodeURIComponent(path)) || matcher.test(path));
  });
}
