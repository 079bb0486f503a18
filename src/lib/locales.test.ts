import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DEFAULT_NAMESPACE, localeFolder, NAMESPACES, SUPPORTED_LANGUAGES } from './i18n';
import { INTENTIONAL_SAME_AS_ENGLISH } from './locales.intentional';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const dir = join(process.cwd(), 'public/locales');
const loadNamespace = (folder: string, namespace: string) =>
  flatten(JSON.parse(readFileSync(join(dir, folder, `${namespace}.json`), 'utf8')) as Tree);

/** Every text of a language, as `namespace:key` (the form locales.intentional.ts lists them in). */
function load(folder: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const namespace of NAMESPACES) for (const [key, text] of loadNamespace(folder, namespace)) out.set(`${namespace}:${key}`, text);
  return out;
}

const folders = [...new Set(SUPPORTED_LANGUAGES.map(localeFolder))];
const others = folders.filter((f) => f !== 'en');

describe('locale files', () => {
  const english = load('en');

  it('exist for every supported language and nothing else', () => {
    expect(readdirSync(dir).sort()).toEqual([...folders].sort());
  });

  it.each(folders)('%s has one file per namespace and nothing else', (folder) => {
    expect(readdirSync(join(dir, folder)).sort()).toEqual(NAMESPACES.map((namespace) => `${namespace}.json`).sort());
  });

  it('no namespace is empty', () => {
    for (const namespace of NAMESPACES) expect(loadNamespace('en', namespace).size, namespace).toBeGreaterThan(0);
  });

  // Plural forms differ by language (fr, it and es have `_many`): compare keys without them.
  const withoutPlural = (keys: Iterable<string>) => [...new Set([...keys].map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

  describe.each(NAMESPACES.map((namespace) => [namespace]))('namespace %s', (namespace) => {
    const englishTexts = loadNamespace('en', namespace);

    it.each(others)('%s has exactly the English keys, each with the same placeholders', (folder) => {
      const other = loadNamespace(folder, namespace);
      expect(withoutPlural(other.keys())).toEqual(withoutPlural(englishTexts.keys()));
      const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
      for (const [key, text] of englishTexts) {
        if (other.has(key)) expect(placeholders(other.get(key)!), `${folder}/${namespace}.json: ${key}`).toEqual(placeholders(text));
      }
    });
  });

  describe('no untranslated English', () => {
    const languages = Object.keys(INTENTIONAL_SAME_AS_ENGLISH) as (keyof typeof INTENTIONAL_SAME_AS_ENGLISH)[];

    it('the allowlist covers exactly the other languages', () => {
      expect([...languages].sort()).toEqual([...others].sort());
    });

    it.each(languages)('%s: no value equals its English value unless listed in locales.intentional.ts', (folder) => {
      const other = load(folder);
      const intentional = INTENTIONAL_SAME_AS_ENGLISH[folder];
      const untranslated = [...english]
        .filter(([key, text]) => other.get(key) === text && !(key in intentional))
        .map(([key, text]) => `${key}: ${JSON.stringify(text)}`);
      expect(untranslated, `translate these in public/locales/${folder}/<namespace>.json, or list them as intentional`).toEqual([]);
    });

    it.each(languages)('%s: every allowlisted key still exists and still equals English', (folder) => {
      const other = load(folder);
      const stale = Object.keys(INTENTIONAL_SAME_AS_ENGLISH[folder]).filter((key) => !english.has(key) || other.get(key) !== english.get(key));
      expect(stale, `remove these from locales.intentional.ts (keys are namespace:key)`).toEqual([]);
    });
  });
});

/**
 * What the code says about namespaces, read from the source: the namespaces components ask for
 * (`useTranslation`, the `ns` option), the keys written with their namespace (`'auth:…'`), and the
 * namespaces the routes load (`loadNamespaces`).
 */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `key` is a whole key, or with `partial` the fixed start of a template literal's. */
type Reference = { file: string; namespace: string; key?: string; partial?: boolean };

// A namespace is named after its folder: camel or kebab case (src/features/payment-promises).
const NAME = /^[a-z][A-Za-z0-9]*(?:-[a-z0-9]+)*$/;
const quoted = (list: string) => [...list.matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1]!);

function references(file: string): { used: Reference[]; loaded: string[] } {
  const source = readFileSync(file, 'utf8');
  const used: Reference[] = [];
  const loaded: string[] = [];
  const at = relative(process.cwd(), file);
  for (const [, list] of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|['"][^'"]*['"])/g)) {
    for (const namespace of quoted(list!)) used.push({ file: at, namespace });
  }
  for (const [, namespace] of source.matchAll(/\bns:\s*['"]([^'"]+)['"]/g)) used.push({ file: at, namespace: namespace! });
  for (const [, list] of source.matchAll(/loadNamespaces\(([^)]*)\)/g)) loaded.push(...quoted(list!));
  // The route helpers' `namespaces: ['customers', 'list']` (src/navigation/route-data.ts).
  for (const [, list] of source.matchAll(/\bnamespaces:\s*\[([^\]]*)\]/g)) loaded.push(...quoted(list!));
  // Keys written with their namespace, in quotes or the fixed start of a template literal.
  for (const [, namespace, key, interpolated] of source.matchAll(/['"`]([a-z][A-Za-z0-9]*(?:-[a-z0-9]+)*):([A-Za-z][\w.]*)(\$\{)?/g)) {
    // Other strings with a colon (`node:fs`, Tailwind's `md:flex`): a key has a dot, or the
    // namespace is one of ours.
    if (!key!.includes('.') && !(NAMESPACES as readonly string[]).includes(namespace!)) continue;
    if (/^(node|https?|data|blob|mailto)$/.test(namespace!)) continue;
    used.push({ file: at, namespace: namespace!, key: key!, partial: interpolated !== undefined });
  }
  return { used, loaded: loaded.filter((namespace) => NAME.test(namespace)) };
}

describe('namespaces in the code', () => {
  const files = sourceFiles(join(process.cwd(), 'src'));
  const scanned = files.map(references);
  const used = scanned.flatMap((s) => s.used);
  const routeFiles = files.filter((file) => relative(process.cwd(), file).startsWith(join('src', 'routes')) && !file.includes('-placeholders'));
  const loadedByRoutes = new Set(routeFiles.flatMap((file) => references(file).loaded));
  const english = new Map(NAMESPACES.map((namespace) => [namespace as string, loadNamespace('en', namespace)]));

  it('finds what it looks for (the scan itself works)', () => {
    expect(used.filter((ref) => !ref.key).length).toBeGreaterThan(30);
    expect(used.filter((ref) => ref.key).length).toBeGreaterThan(10);
    expect(loadedByRoutes.size).toBeGreaterThan(3);
  });

  it('every namespace the code refers to exists, in every language', () => {
    const unknown = used.filter((ref) => !(NAMESPACES as readonly string[]).includes(ref.namespace)).map((ref) => `${ref.file}: ${ref.namespace}`);
    expect(unknown).toEqual([]);
    for (const namespace of new Set(used.map((ref) => ref.namespace))) {
      for (const folder of folders) expect(readdirSync(join(dir, folder)), `${folder}/${namespace}.json`).toContain(`${namespace}.json`);
    }
  });

  it('every key written with its namespace exists in that namespace', () => {
    const missing = used
      .filter((ref) => ref.key !== undefined && english.has(ref.namespace))
      .filter((ref) => {
        const keys = [...english.get(ref.namespace)!.keys()];
        // A template literal's fixed start (`navigation:areas.${id}`) must begin some key; a
        // whole key is one, or the base of plural forms (`count` of `count_one`, `count_other`).
        const found = (key: string) => (ref.partial ? key.startsWith(ref.key!) : key === ref.key || key.startsWith(`${ref.key}_`));
        return !keys.some(found);
      })
      .map((ref) => `${ref.file}: ${ref.namespace}:${ref.key}`);
    expect(missing).toEqual([]);
  });

  it('every namespace but the default one is loaded by a route (src/routes), so no screen waits for its words after rendering', () => {
    const notLoaded = NAMESPACES.filter((namespace) => namespace !== DEFAULT_NAMESPACE && !loadedByRoutes.has(namespace));
    expect(notLoaded).toEqual([]);
    expect([...loadedByRoutes].filter((namespace) => !(NAMESPACES as readonly string[]).includes(namespace))).toEqual([]);
  });
});
