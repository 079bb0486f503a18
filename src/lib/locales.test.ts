// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORTED_LANGUAGES, localeFolder } from './i18n';

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
});
