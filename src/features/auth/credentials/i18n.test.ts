import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LANGUAGES = ['en', 'fr', 'it', 'de', 'nl', 'es'];
type Tree = { [key: string]: string | Tree };

function load(language: string): Tree {
  return JSON.parse(readFileSync(join('public/locales', language, 'auth.json'), 'utf8')) as Tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const auth = (language: string) => flatten(load(language));

describe('auth translations', () => {
  const english = auth('en');

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every auth key, translated, with the same placeholders', (language) => {
    const translated = auth(language);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const other = translated.get(key) ?? '';
      expect(other.trim(), key).not.toBe('');
      expect(other.match(/\{\{\w+\}\}/g) ?? [], key).toEqual(text.match(/\{\{\w+\}\}/g) ?? []);
    }
    // Really translated: most texts differ from the English ones.
    const same = [...english].filter(([key, text]) => translated.get(key) === text).length;
    expect(same).toBeLessThan(english.size / 10);
  });

  it('has every key the sign-in screens use', () => {
    // The screens' own keys ('login.title', under a top-level key of the namespace) and the
    // messages the form kit translates ('auth:validation.emailRequired').
    const sections = Object.keys(load('en'));
    const used = new Set<string>();
    for (const file of sourceFiles('src/features/auth/credentials')) {
      for (const match of readFileSync(file, 'utf8').matchAll(/'(auth:)?([a-zA-Z]+)(\.[a-zA-Z.]+)'/g)) {
        if (match[1] || sections.includes(match[2]!)) used.add(`${match[2]}${match[3]}`);
      }
    }
    expect(used.size).toBeGreaterThan(50);
    for (const key of used) expect(english.has(key), key).toBe(true);
  });
});
