import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORTED_LANGUAGES, localeFolder } from './i18n';
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
const load = (folder: string) => flatten(JSON.parse(readFileSync(join(dir, folder, 'translation.json'), 'utf8')) as Tree);

describe('locale files', () => {
  const folders = [...new Set(SUPPORTED_LANGUAGES.map(localeFolder))];
  const english = load('en');

  it('exist for every supported language and nothing else', () => {
    expect(readdirSync(dir).sort()).toEqual([...folders].sort());
  });

  // Plural forms differ by language (fr, it and es have `_many`): compare keys without them.
  const withoutPlural = (keys: Iterable<string>) => [...new Set([...keys].map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

  it.each(folders.filter((f) => f !== 'en'))('%s has exactly the English keys, each with the same placeholders', (folder) => {
    const other = load(folder);
    expect(withoutPlural(other.keys())).toEqual(withoutPlural(english.keys()));
    const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const [key, text] of english) {
      if (other.has(key)) expect(placeholders(other.get(key)!), `${folder}: ${key}`).toEqual(placeholders(text));
    }
  });

  describe('no untranslated English', () => {
    const languages = Object.keys(INTENTIONAL_SAME_AS_ENGLISH) as (keyof typeof INTENTIONAL_SAME_AS_ENGLISH)[];

    it('the allowlist covers exactly the other languages', () => {
      expect([...languages].sort()).toEqual(folders.filter((f) => f !== 'en').sort());
    });

    it.each(languages)('%s: no value equals its English value unless listed in locales.intentional.ts', (folder) => {
      const other = load(folder);
      const intentional = INTENTIONAL_SAME_AS_ENGLISH[folder];
      const untranslated = [...english]
        .filter(([key, text]) => other.get(key) === text && !(key in intentional))
        .map(([key, text]) => `${key}: ${JSON.stringify(text)}`);
      expect(untranslated, `translate these in public/locales/${folder}/translation.json, or list them as intentional`).toEqual([]);
    });

    it.each(languages)('%s: every allowlisted key still exists and still equals English', (folder) => {
      const other = load(folder);
      const stale = Object.keys(INTENTIONAL_SAME_AS_ENGLISH[folder]).filter((key) => !english.has(key) || other.get(key) !== english.get(key));
      expect(stale, `remove these from locales.intentional.ts`).toEqual([]);
    });
  });
});
