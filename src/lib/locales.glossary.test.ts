import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localeFolder, SUPPORTED_LANGUAGES } from './i18n';
import { type Folder, GLOSSARY, GLOSSARY_EXCEPTIONS, SPANISH_TU } from './locales.glossary';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : flatten(value, path);
  });
}

const dir = join(process.cwd(), 'public/locales');
const folders = [...new Set(SUPPORTED_LANGUAGES.map(localeFolder))] as Folder[];

/** Every text of a language as [`folder/namespace:key`, text]. */
function texts(folder: string): [string, string][] {
  return readdirSync(join(dir, folder))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const tree = JSON.parse(readFileSync(join(dir, folder, file), 'utf8')) as Tree;
      return flatten(tree).map(([key, text]): [string, string] => [`${folder}/${file.replace(/\.json$/, '')}:${key}`, text]);
    });
}

// Placeholders are code (`{{administration.name}}`), not words.
const words = (text: string) => text.replace(/{{[^}]*}}/g, '{{}}');

describe('glossary: one term per concept (src/lib/locales.glossary.ts, docs/glossary.md)', () => {
  it('names a term for every concept in every language', () => {
    for (const entry of GLOSSARY) expect(Object.keys(entry.languages).sort(), entry.concept).toEqual([...folders].sort());
  });

  it.each(folders)('%s uses no forbidden variant', (folder) => {
    const found: string[] = [];
    for (const [where, text] of texts(folder)) {
      if (where in GLOSSARY_EXCEPTIONS) continue;
      for (const { concept, languages } of GLOSSARY) {
        const { term, forbidden } = languages[folder];
        for (const pattern of forbidden) {
          const match = words(text).match(pattern);
          if (match) found.push(`${where}: "${match[0]}" (${concept}: write "${term}")`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('finds what it looks for (the check itself works)', () => {
    const de = GLOSSARY.flatMap((entry) => entry.languages.de.forbidden);
    expect(de.some((pattern) => pattern.test('Hauptschuldner'))).toBe(true);
    expect(de.some((pattern) => pattern.test('Mahnsperre setzen'))).toBe(false);
    const nl = GLOSSARY.flatMap((entry) => entry.languages.nl.forbidden);
    expect(nl.some((pattern) => pattern.test('Aanmelden mislukt'))).toBe(true);
    expect(nl.some((pattern) => pattern.test(words('Bijv. {{administration.name}}')))).toBe(false);
  });

  it('every exception still exists', () => {
    const all = new Set(folders.flatMap((folder) => texts(folder).map(([where]) => where)));
    expect(Object.keys(GLOSSARY_EXCEPTIONS).filter((where) => !all.has(where))).toEqual([]);
  });

  it('docs/glossary.md lists every term', () => {
    const doc = readFileSync(join(process.cwd(), 'docs/glossary.md'), 'utf8');
    const missing = GLOSSARY.flatMap(({ concept, languages }) =>
      Object.entries(languages)
        .filter(([, { term }]) => !doc.includes(term))
        .map(([folder, { term }]) => `${concept} ${folder}: ${term}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('register', () => {
  it('es addresses the user as usted everywhere, never tú', () => {
    const found = texts('es').flatMap(([where, text]) =>
      SPANISH_TU.map((pattern) => words(text).match(pattern))
        .filter((match) => match !== null)
        .map((match) => `${where}: "${match[0].trim()}"`),
    );
    expect(found).toEqual([]);
  });
});

/** The spaces French typography puts before `: ; ! ?` and inside « »: never a line break there. */
const NBSP = '\u00a0\u202f';

function frenchTypographyErrors(text: string): string[] {
  const errors: string[] = [];
  const plain = words(text).replace(/\b[a-z]+:\/\/\S+/g, 'URL');
  for (const match of plain.matchAll(/(.?)([:;!?])(?=\s|$|»)/gu)) {
    const [whole, before, mark] = match;
    if (match.index === 0 || NBSP.includes(before!)) continue;
    errors.push(`"${whole}": a non-breaking space before "${mark}"`);
  }
  for (const match of plain.matchAll(/«(.)|(.)»/g)) {
    const inside = match[1] ?? match[2]!;
    if (!NBSP.includes(inside)) errors.push(`"${match[0]}": a non-breaking space inside « »`);
  }
  return errors;
}

describe('French typography', () => {
  it('the check itself works', () => {
    expect(frenchTypographyErrors('Administration : X')).toHaveLength(1);
    expect(frenchTypographyErrors('Administration: X')).toHaveLength(1);
    expect(frenchTypographyErrors('Abandonner ?')).toHaveLength(1);
    expect(frenchTypographyErrors('Abandonner\u202f?')).toEqual([]);
    expect(frenchTypographyErrors('Société\u00a0: {{name}}')).toEqual([]);
    expect(frenchTypographyErrors('à 10:30 ; voir https://exemple.fr/a?b=c')).toHaveLength(1);
    expect(frenchTypographyErrors('« Oui »')).toHaveLength(2);
    expect(frenchTypographyErrors('«\u00a0Oui\u00a0»')).toEqual([]);
  });

  it('fr puts a non-breaking space before : ; ! ? and inside « »', () => {
    const found = texts('fr').flatMap(([where, text]) => frenchTypographyErrors(text).map((error) => `${where}: ${error}`));
    expect(found).toEqual([]);
  });
});

describe('plural forms', () => {
  const SUFFIX = /_(zero|one|two|few|many|other)$/;

  it.each([...SUPPORTED_LANGUAGES])('%s has every form Intl.PluralRules asks for, on every plural key', (language) => {
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const keys = new Set(texts(localeFolder(language)).map(([where]) => where));
    const bases = new Set([...keys].filter((key) => SUFFIX.test(key)).map((key) => key.replace(SUFFIX, '')));
    const missing = [...bases].flatMap((base) => needed.filter((form) => !keys.has(`${base}_${form}`)).map((form) => `${base}_${form}`));
    expect(bases.size).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});
