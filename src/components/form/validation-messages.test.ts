import i18next from 'i18next';
import { z } from 'zod';
import de from '../../../public/locales/de/translation.json';
import fr from '../../../public/locales/fr/translation.json';
import { installValidationMessages } from './validation-messages';

installValidationMessages();

/** The messages zod gives for `input` checked against `schema`. */
function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the check to fail');
  return result.error.issues.map((issue) => issue.message);
}

/** SPEC §5's generic messages, one case per issue kind, with the spec's exact English words. */
const SPEC_CASES: { kind: string; schema: z.ZodType; input: unknown; en: string; fr: string; de: string }[] = [
  {
    kind: 'a missing value',
    schema: z.object({ name: z.string() }),
    input: {},
    en: 'Required',
    fr: 'Obligatoire',
    de: 'Pflichtfeld',
  },
  {
    kind: 'a value of the wrong type',
    schema: z.number(),
    input: '12',
    en: 'Expected number, received string',
    fr: 'Attendu\u00a0: nombre, reçu\u00a0: texte',
    de: 'Erwartet: Zahl, erhalten: Text',
  },
  {
    kind: 'a string that is too short',
    schema: z.string().min(3),
    input: 'ab',
    en: 'String must contain at least 3 character(s)',
    fr: 'Le texte doit contenir au moins 3 caractères',
    de: 'Der Text muss mindestens 3 Zeichen enthalten',
  },
  {
    kind: 'an e-mail address that is not one',
    schema: z.email(),
    input: 'anna.example.com',
    en: 'Invalid email',
    fr: 'Adresse e-mail invalide',
    de: 'Ungültige E-Mail-Adresse',
  },
  {
    kind: 'a value outside an enum',
    schema: z.enum(['open', 'closed']),
    input: 'archived',
    en: 'Invalid enum value',
    fr: 'Valeur hors de la liste autorisée',
    de: 'Ungültiger Auswahlwert',
  },
  {
    kind: 'an ISO date that does not exist',
    schema: z.iso.date(),
    input: '2025-02-30',
    en: 'Invalid date',
    fr: 'Date invalide',
    de: 'Ungültiges Datum',
  },
  {
    kind: 'a Date that is not a date',
    schema: z.date(),
    input: new Date('not a date'),
    en: 'Invalid date',
    fr: 'Date invalide',
    de: 'Ungültiges Datum',
  },
  {
    kind: 'a number below the minimum',
    schema: z.number().min(5),
    input: 2,
    en: 'Number must be greater than or equal to 5',
    fr: 'Le nombre doit être supérieur ou égal à 5',
    de: 'Die Zahl muss größer oder gleich 5 sein',
  },
];

async function useLanguage(language: string) {
  await i18next.changeLanguage(language);
}

beforeAll(() => {
  i18next.addResourceBundle('fr', 'translation', fr);
  i18next.addResourceBundle('de', 'translation', de);
  // en-GB shares the English file (SPEC §7: language "en" for both).
  i18next.addResourceBundle('en-GB', 'translation', i18next.getResourceBundle('en-US', 'translation'));
});
afterEach(() => useLanguage('en-US'));

describe('generic validation messages (SPEC §5)', () => {
  it.each(SPEC_CASES)('en-US: $kind → "$en"', ({ schema, input, en }) => {
    expect(messages(schema, input)).toEqual([en]);
  });

  it.each(SPEC_CASES)('en-GB: $kind → "$en"', async ({ schema, input, en }) => {
    await useLanguage('en-GB');
    expect(messages(schema, input)).toEqual([en]);
  });

  it.each(SPEC_CASES)('fr: $kind → "$fr"', async ({ schema, input, fr }) => {
    await useLanguage('fr');
    expect(messages(schema, input)).toEqual([fr]);
  });

  it.each(SPEC_CASES)('de: $kind → "$de"', async ({ schema, input, de }) => {
    await useLanguage('de');
    expect(messages(schema, input)).toEqual([de]);
  });

  it('follows a language switch at the next check', async () => {
    const schema = z.object({ amount: z.number() });
    expect(messages(schema, {})).toEqual(['Required']);
    await useLanguage('fr');
    expect(messages(schema, {})).toEqual(['Obligatoire']);
  });

  it('writes numbers and plurals the way the language does', async () => {
    expect(messages(z.number().min(1500), 20)).toEqual(['Number must be greater than or equal to 1,500']);
    expect(messages(z.string().min(1), '')).toEqual(['String must contain at least 1 character(s)']);
    await useLanguage('de');
    expect(messages(z.number().min(1500), 20)).toEqual(['Die Zahl muss größer oder gleich 1.500 sein']);
    await useLanguage('fr');
    expect(messages(z.string().min(1), '')).toEqual(['Le texte doit contenir au moins 1 caractère']);
    expect(messages(z.array(z.string()).min(2), [])).toEqual(['La liste doit contenir au moins 2 éléments']);
  });

  it('covers the neighbouring kinds too', () => {
    expect(messages(z.string().max(3), 'abcd')).toEqual(['String must contain at most 3 character(s)']);
    expect(messages(z.string().length(4), 'abc')).toEqual(['String must contain exactly 4 character(s)']);
    expect(messages(z.number().gt(0), 0)).toEqual(['Number must be greater than 0']);
    expect(messages(z.number().max(10), 11)).toEqual(['Number must be less than or equal to 10']);
    expect(messages(z.number().int(), 1.5)).toEqual(['Expected integer, received number']);
    expect(messages(z.number(), Number.NaN)).toEqual(['Expected number, received NaN']);
    expect(messages(z.string(), null)).toEqual(['Expected string, received null']);
    expect(messages(z.url(), 'nope')).toEqual(['Invalid url']);
    expect(messages(z.literal('yes'), 'no')).toEqual(['Invalid enum value']);
    expect(messages(z.object({ status: z.enum(['open', 'closed']) }), {})).toEqual(['Required']);
    expect(messages(z.number().multipleOf(5), 7)).toEqual(['Number must be a multiple of 5']);
    expect(messages(z.string().refine(() => false), 'x')).toEqual(['Invalid input']);
  });

  it("leaves a schema's own message alone", () => {
    expect(messages(z.string().min(1, { error: 'Enter the customer number' }), '')).toEqual(['Enter the customer number']);
    expect(messages(z.string({ error: 'auth.validation.emailRequired' }), undefined)).toEqual(['auth.validation.emailRequired']);
  });
});
