/**
 * Numbers as users type them and read them in their language: `1250,50` in nl, de, fr, it and es,
 * `1,250.50` in English. Every number or amount input reads its text here (money.ts's
 * `parseUserAmount` for amounts, the form kit's number fields, custom number fields), so a decimal
 * comma is accepted wherever a number is asked for. Light on purpose (Intl only): form code loads it.
 */

type Signs = { decimal: string; group: string };
const signs = new Map<string, Signs>();

/** The decimal and grouping signs of a language, read from Intl rather than listed by hand. */
function separators(language: string): Signs {
  let found = signs.get(language);
  if (!found) {
    const parts = new Intl.NumberFormat(language).formatToParts(12345.6);
    found = {
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
    };
    signs.set(language, found);
  }
  return found;
}

/** The language's decimal sign (`,` in de, `.` in en), read once per language. */
export function decimalSign(language: string): string {
  return separators(language).decimal;
}

/** A plain decimal: optional minus, digits, optional fraction. No exponent, no grouping, no plus. */
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/**
 * The text as a plain decimal string (`"1234.50"`, as the API takes numbers in text), or null when
 * it is not a number. Groups are read in the language's way (`1.234,50` in de, `1 234,5` in fr,
 * `1,234.50` in en); a lone "." or "," is the decimal sign whatever the language, as people type
 * either (`1,5` in en is 1.5, `1.5` in de too), unless it groups thousands (`1,234` in en, `1.500`
 * in de). Spaces, apostrophes and a typographic minus are allowed; an exponent or a unit is not.
 */
export function readUserDecimal(text: string, language: string): string | null {
  const { decimal, group } = separators(language);
  let compact = text
    .trim()
    .replace(/[\s\u00a0\u202f']/g, '')
    .replace(/^\u2212/, '-');
  if (compact === '') return null;
  const hasDecimal = compact.includes(decimal);
  const hasGroup = group.trim() !== '' && compact.includes(group);
  if (hasDecimal && hasGroup) {
    // Both signs: the language's own reading (groups first, then the decimal part).
    if (compact.lastIndexOf(group) > compact.indexOf(decimal)) return null;
    compact = compact.split(group).join('').replace(decimal, '.');
  } else if (hasGroup && !hasDecimal) {
    // Only the group sign: "1,5" in en is a decimal comma typed by habit, "1,234" a grouping.
    const groups = compact.split(group);
    const grouped = groups.length > 1 && groups.slice(1).every((part) => /^\d{3}$/.test(part)) && /^-?\d{1,3}$/.test(groups[0]!);
    compact = grouped ? groups.join('') : groups.length === 2 ? `${groups[0]}.${groups[1]}` : compact;
  } else if (hasDecimal) {
    compact = compact.replace(decimal, '.');
  }
  return DECIMAL.test(compact) ? compact : null;
}

/** The text as a number (`"1250,50"` in nl is 1250.5), or null when it is not one. */
export function parseUserNumber(text: string, language: string): number | null {
  const decimal = readUserDecimal(text, language);
  return decimal === null ? null : Number(decimal);
}

const editFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number as an input shows it to be edited: the language's decimal sign, no grouping, every
 * digit (`1250.5` is `1250,5` in nl), so reading it back gives the same number.
 */
export function formatUserNumber(value: number, language: string): string {
  let format = editFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits: 20 });
    editFormats.set(language, format);
  }
  return format.format(value).replace('\u2212', '-');
}

/** A plain decimal string (`"1.250"`, as the API sends it) with the language's decimal sign, for an input. */
export function localDecimalText(plain: string, language: string): string {
  if (!DECIMAL.test(plain.trim())) return plain;
  return plain.trim().replace('.', separators(language).decimal);
}
