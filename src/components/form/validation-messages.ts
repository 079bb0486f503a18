/**
 * The generic validation messages of SPEC §5 ("Required"; "Expected X, received Y"; "String must
 * contain at least N character(s)"; "Invalid email"; "Invalid enum value"; "Invalid date"; "Number
 * must be greater than or equal to N") as zod's global error map, in the interface language.
 *
 * The words live in the translation files under `validation`; the English ones are the spec's. A
 * schema's own message (`{ error: 'auth:password.minLength' }`) still wins over these: zod asks
 * the global map only for issues without one.
 */
import i18next, { type TFunction } from 'i18next';
import type { Key } from '@/lib/i18n';
import { z } from 'zod';

type RawIssue = z.core.$ZodRawIssue;

/** The type names the messages translate; any other is shown as zod names it. */
const TYPE_NAMES = ['string', 'number', 'integer', 'boolean', 'date', 'array', 'object', 'null', 'nan', 'bigint', 'file'] as const;
const isTypeName = (name: string): name is (typeof TYPE_NAMES)[number] => (TYPE_NAMES as readonly string[]).includes(name);

/** What kind of value the user gave, in zod 3's words (`nan` for NaN, `date`, `array`, `null` …). */
export function receivedType(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (input instanceof Date) return 'date';
  if (typeof File !== 'undefined' && input instanceof File) return 'file';
  if (typeof input === 'number' && Number.isNaN(input)) return 'nan';
  return typeof input;
}

function typeName(t: TFunction, type: string): string {
  const name = type === 'int' ? 'integer' : type;
  return isTypeName(name) ? t(`validation.types.${name}`) : name;
}

/** A bound (a length, an amount, a date's time stamp) as the user reads it in their language. */
function bound(value: number | bigint, origin: string, language: string): string {
  // Intl directly rather than lib/format: sharing that module with the list screens would cut it
  // into a chunk of its own on their first load.
  if (origin === 'date') return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(Number(value)));
  return new Intl.NumberFormat(language).format(value);
}

type SizeIssue = Extract<RawIssue, { code: 'too_small' | 'too_big' }>;

function sizeMessage(t: TFunction, issue: SizeIssue, language: string): string {
  const small = issue.code === 'too_small';
  const limit = small ? issue.minimum : issue.maximum;
  const side = small ? 'tooSmall' : 'tooBig';
  const value = bound(limit, issue.origin, language);
  const params = { count: Number(limit), [small ? 'minimum' : 'maximum']: value };
  switch (issue.origin) {
    case 'string':
      return issue.exact ? t('validation.exactLength', { count: Number(limit), length: value }) : t(`validation.${side}.string`, params);
    case 'number':
    case 'int':
    case 'bigint':
      return t(`validation.${side}.${issue.inclusive === false ? 'numberExclusive' : 'number'}`, params);
    case 'date':
      return t(`validation.${side}.date`, params);
    case 'array':
    case 'set':
      return t(`validation.${side}.array`, params);
    default:
      return t('validation.invalid');
  }
}

const FORMAT_KEYS: Partial<Record<string, Key<'translation'>>> = {
  email: 'validation.invalidEmail',
  url: 'validation.invalidUrl',
  date: 'validation.invalidDate',
  datetime: 'validation.invalidDateTime',
  time: 'validation.invalidTime',
};

/** The message for one issue, in the language `t` translates to. */
export function validationMessage(issue: RawIssue, t: TFunction, language: string): string {
  switch (issue.code) {
    case 'invalid_type':
      // zod 3's rule: a missing value is "Required", whatever type was expected.
      if (issue.input === undefined) return t('validation.required');
      if (issue.input instanceof Date && Number.isNaN(issue.input.getTime())) return t('validation.invalidDate');
      return t('validation.invalidType', { expected: typeName(t, issue.expected), received: typeName(t, receivedType(issue.input)) });
    case 'too_small':
    case 'too_big':
      return sizeMessage(t, issue, language);
    case 'invalid_format':
      return t(FORMAT_KEYS[issue.format] ?? 'validation.invalid');
    case 'invalid_value':
      // zod 4 reports a missing enum or literal as a wrong value; zod 3 said "Required".
      return t(issue.input === undefined ? 'validation.required' : 'validation.invalidEnum');
    case 'not_multiple_of':
      return t('validation.notMultipleOf', { divisor: bound(issue.divisor, 'number', language) });
    default:
      return t('validation.invalid');
  }
}

let installed = false;

/**
 * Makes these messages zod's global error map, reading the i18next language at the time of each
 * check (so a form re-checked after a language switch speaks the new language). Once per page.
 */
export function installValidationMessages(i18n: typeof i18next = i18next): void {
  if (installed) return;
  installed = true;
  const t = i18n.t.bind(i18n) as TFunction;
  z.config({ customError: (issue) => validationMessage(issue, t, i18n.resolvedLanguage ?? i18n.language) });
}
