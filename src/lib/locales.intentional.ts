/**
 * Translations that are deliberately the same as the English text (checked by locales.test.ts).
 * Everything else that equals its English value is an untranslated string and fails the test.
 * Per language: `namespace:key` → why the English word is the right word there.
 */
export type IntentionalSameAsEnglish = Record<'fr' | 'it' | 'de' | 'nl' | 'es', Record<string, string>>;

const BRAND = 'product name, never translated';
const SMS = 'the usual abbreviation in this language too';
const PLACEHOLDERS_ONLY = 'only placeholders and punctuation, written the same way in this language';
const NAN = '"not a number", the technical abbreviation every language uses';

export const INTENTIONAL_SAME_AS_ENGLISH: IntentionalSameAsEnglish = {
  fr: {
    'superDebtors:members.rowLabel': PLACEHOLDERS_ONLY,
    'superDebtors:members.columns.actions': 'French word, spelt the same',
    'customers:contacts.title': 'French word, spelt the same',
    'customers:columns.email': 'the term French business software uses, as in templates:channels.email',
    'customers:rowLabel': PLACEHOLDERS_ONLY,
    'translation:common.notifications': 'French word, spelt the same',
    'templates:channels.email': 'the term French business software uses ("courriel" is the administrative term)',
    'navigation:areas.emails': 'plural of "e-mail", as in templates:channels.email',
    'navigation:areas.administrations': 'French word, spelt the same',
    'navigation:navGroups.communication': 'French word, spelt the same',
    'navigation:navGroups.configuration': 'French word, spelt the same',
    'templates:channels.sms': SMS,
    'templates:channels.whatsapp': BRAND,
    'templates:editor.headerFooter.metrics.px': 'French word (pixels) and unit symbol, spelt the same',
    'translation:validation.types.date': 'French word, spelt the same',
    'translation:validation.types.nan': NAN,
  },
  it: {
    'superDebtors:members.rowLabel': PLACEHOLDERS_ONLY,
    'superDebtors:add.inOther': 'Italian preposition "in", spelt the same',
    'customers:edit.no': 'the Italian word for "no", spelt the same (the yes/no choice of a custom field)',
    'customers:columns.email': 'loanword, the usual Italian term, as in templates:channels.email',
    'customers:rowLabel': PLACEHOLDERS_ONLY,
    'list:bulk.failure': PLACEHOLDERS_ONLY,
    'templates:channels.email': 'loanword, the usual Italian term',
    'auth:common.password': 'loanword, the usual Italian term ("parola d’ordine" is not used in software)',
    'navigation:areas.account': 'loanword, the usual Italian term for a user account',
    'templates:channels.sms': SMS,
    'templates:channels.whatsapp': BRAND,
    'translation:validation.types.nan': NAN,
  },
  de: {
    'superDebtors:members.rowLabel': PLACEHOLDERS_ONLY,
    'superDebtors:members.columns.status': 'German word, spelt the same',
    'superDebtors:add.inOther': 'German preposition "in", spelt the same',
    'invoices:columns.status': 'German word, spelt the same',
    'invoices:filters.status': 'German word, spelt the same',
    'customers:columns.status': 'German word, spelt the same',
    'customers:filters.status': 'German word, spelt the same',
    'customers:searchFields.name': 'German word, spelt the same',
    'superDebtors:searchFields.name': 'German word, spelt the same',
    'records:attachments.columns.name': 'German word, spelt the same',
    'customers:rowLabel': PLACEHOLDERS_ONLY,
    'list:bulk.failure': PLACEHOLDERS_ONLY,
    'templates:sort.name.label': 'German word, spelt the same',
    'templates:channels.sms': SMS,
    'templates:channels.whatsapp': BRAND,
    'translation:validation.types.nan': NAN,
  },
  nl: {
    'superDebtors:members.rowLabel': PLACEHOLDERS_ONLY,
    'superDebtors:members.columns.status': 'Dutch word, spelt the same',
    'superDebtors:add.inOther': 'Dutch preposition "in", spelt the same',
    'invoices:columns.status': 'Dutch word, spelt the same',
    'invoices:filters.status': 'Dutch word, spelt the same',
    'invoices:status.open': 'Dutch word, spelt the same',
    'customers:columns.email': 'the usual Dutch spelling',
    'customers:columns.status': 'Dutch word, spelt the same',
    'customers:filters.status': 'Dutch word, spelt the same',
    'customers:rowLabel': PLACEHOLDERS_ONLY,
    'list:bulk.failure': PLACEHOLDERS_ONLY,
    'navigation:areas.dashboard': 'loanword, the usual Dutch term',
    'templates:help.text': 'Dutch word, spelt the same',
    'templates:channels.email': 'Dutch word (e-mail), spelt the same',
    'navigation:areas.emails': 'Dutch plural of e-mail, spelt the same',
    'navigation:areas.account': 'loanword, the usual Dutch term for a user account',
    'templates:channels.whatsapp': BRAND,
    'translation:validation.types.nan': NAN,
  },
  es: {
    'superDebtors:members.rowLabel': PLACEHOLDERS_ONLY,
    'customers:edit.no': 'the Spanish word for "no", spelt the same (the yes/no choice of a custom field)',
    'customers:rowLabel': PLACEHOLDERS_ONLY,
    'list:bulk.failure': PLACEHOLDERS_ONLY,
    'templates:channels.sms': SMS,
    'templates:channels.whatsapp': BRAND,
    'translation:validation.types.nan': NAN,
  },
};
