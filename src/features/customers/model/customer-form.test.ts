import type { Customer } from '@/api/generated/model';
import { updateCustomerBody } from '@/api/generated/zod/customers/customers.zod';
import { type CustomFieldDefinition, parseTags } from '@/components/form/custom-fields';
import {
  type CustomerFormValues,
  customerFormSchema,
  formValuesOf,
  sameFieldValue,
  serverMessageKey,
  toCustomerUpdate,
} from './customer-form';

const DEFINITIONS: CustomFieldDefinition[] = [
  { key: 'kvk', label: 'KvK-nummer', type: 'text', required: false, options: [] },
  { key: 'regio', label: 'Regio', type: 'select', required: false, options: ['Noord', 'Zuid'] },
  { key: 'klant-sinds', label: 'Klant sinds', type: 'date', required: false, options: [] },
  { key: 'omzet', label: 'Omzet', type: 'number', required: true, options: [] },
  { key: 'vip', label: 'VIP', type: 'boolean', required: false, options: [] },
];

const CUSTOMER: Customer = {
  id: 'cus-nl-0001',
  number: 'D10001',
  name: 'Bakkerij De Gouden Korenaar B.V.',
  kind: 'company',
  email: 'administratie@goudenkorenaar.nl',
  city: 'Utrecht',
  country: 'NL',
  status: 'active',
  tags: ['horeca', 'noord'],
  outstanding: { amount: '4820.50', currency: 'EUR' },
  overdue: { amount: '1210.00', currency: 'EUR' },
  superDebtor: null,
  dunning: { paused: false, pausedUntil: null, pauseReason: null, pauseReasonCode: null, pausedAt: null, pausedByUser: null },
  phone: null,
  address: { street: 'Oudegracht 112', postalCode: '3511 AW', city: 'Utrecht', country: 'NL' },
  language: 'nl',
  tone: 'formal',
  paymentTermDays: 30,
  creditLimit: { amount: '15000', currency: 'EUR' },
  journey: null,
  customFields: [
    { key: 'kvk', label: 'KvK-nummer', type: 'text', value: '30123456' },
    { key: 'omzet', label: 'Omzet', type: 'number', value: '120000' },
  ],
  balance: {
    outstanding: { amount: '4820.50', currency: 'EUR' },
    overdue: { amount: '1210.00', currency: 'EUR' },
    disputed: { amount: '0.00', currency: 'EUR' },
    inArrangement: { amount: '0.00', currency: 'EUR' },
  },
  etag: '"v3"',
};

const values = (changes: Partial<Record<keyof CustomerFormValues | `customFields.${string}`, unknown>> = {}): CustomerFormValues =>
  ({ ...formValuesOf(CUSTOMER, DEFINITIONS), ...changes }) as CustomerFormValues;

/** What the form kit checks: blank text counts as not filled in (useForm's blankAsMissing). */
const asChecked = (input: CustomerFormValues) =>
  Object.fromEntries(Object.entries(input).map(([field, value]) => [field, typeof value === 'string' && value.trim() === '' ? undefined : value]));

/** The issues of a check as `field: message` (messages are keys or zod's codes here: no i18n in node). */
function issuesOf(input: CustomerFormValues, language = 'en-US'): Record<string, string> {
  const result = customerFormSchema(DEFINITIONS, language).safeParse(asChecked(input));
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message.startsWith('customers:') || issue.message.startsWith('validation.') ? issue.message : issue.code]));
}

describe('formValuesOf', () => {
  it('holds the customer as the inputs show it: empty text for what it lacks, the limit with cents, tags comma separated', () => {
    expect(formValuesOf(CUSTOMER, DEFINITIONS)).toEqual({
      name: CUSTOMER.name,
      kind: 'company',
      email: 'administratie@goudenkorenaar.nl',
      phone: '',
      'address.street': 'Oudegracht 112',
      'address.postalCode': '3511 AW',
      'address.city': 'Utrecht',
      'address.country': 'NL',
      language: 'nl',
      tone: 'formal',
      paymentTermDays: 30,
      creditLimit: '15000.00',
      tags: 'horeca, noord',
      'customFields.kvk': '30123456',
      'customFields.regio': '',
      'customFields.klant-sinds': '',
      'customFields.omzet': '120000',
      'customFields.vip': '',
    });
  });

  it('asks for a language again when the record has one the form does not offer', () => {
    expect(formValuesOf({ ...CUSTOMER, language: 'pt' }, []).language).toBeUndefined();
  });
});

describe('customerFormSchema', () => {
  it('lets a valid customer through and builds the updateCustomer body the contract accepts', () => {
    const result = customerFormSchema(DEFINITIONS, 'nl').safeParse(
      asChecked(values({ creditLimit: '15.000,5', tags: ' horeca, , nieuw ,horeca', 'address.country': 'be', phone: '  ', email: '', 'customFields.vip': 'true' })),
    );
    expect(result.success).toBe(true);
    if (!result.success) return;
    const body = toCustomerUpdate(result.data, DEFINITIONS, 'EUR');
    expect(body).toEqual({
      name: CUSTOMER.name,
      kind: 'company',
      email: null,
      phone: null,
      address: { street: 'Oudegracht 112', postalCode: '3511 AW', city: 'Utrecht', country: 'BE' },
      language: 'nl',
      tone: 'formal',
      paymentTermDays: 30,
      creditLimit: { amount: '15000.50', currency: 'EUR' },
      tags: ['horeca', 'nieuw'],
      customFields: { kvk: '30123456', regio: null, 'klant-sinds': null, omzet: '120000', vip: 'true' },
    });
    expect(updateCustomerBody.safeParse(body).success).toBe(true);
  });

  it('says at each field what is wrong', () => {
    expect(
      issuesOf(
        values({
          name: '',
          email: 'not-an-address',
          'address.country': 'Nederland',
          paymentTermDays: 400,
          creditLimit: 'lots',
          'customFields.regio': 'Midden',
          'customFields.klant-sinds': '31-02-2026',
          'customFields.omzet': '12e3',
          'customFields.vip': 'maybe',
        }),
      ),
    ).toEqual({
      name: 'invalid_type',
      email: 'invalid_format',
      'address.country': 'customers:edit.errors.country',
      paymentTermDays: 'too_big',
      creditLimit: 'customers:edit.errors.amount',
      'customFields.regio': 'validation.invalidEnum',
      'customFields.klant-sinds': 'invalid_format',
      'customFields.omzet': 'customers:edit.errors.number',
      'customFields.vip': 'invalid_value',
    });
  });

  it('reads a custom number as the user types it: a decimal comma in nl and de, grouping in en, the body plain', () => {
    const omzet = (text: string, language: string) => {
      const result = customerFormSchema(DEFINITIONS, language).safeParse(asChecked(values({ 'customFields.omzet': text })));
      return result.success ? toCustomerUpdate(result.data, DEFINITIONS, 'EUR').customFields?.omzet : issuesOf(values({ 'customFields.omzet': text }), language)['customFields.omzet'];
    };
    expect(omzet('1250,50', 'nl')).toBe('1250.50');
    expect(omzet('1.250,50', 'de')).toBe('1250.50');
    expect(omzet('1,250.50', 'en-US')).toBe('1250.50');
    expect(omzet('12e3', 'nl')).toBe('customers:edit.errors.number');
    expect(omzet('veel', 'nl')).toBe('customers:edit.errors.number');
  });

  it('shows a custom number with the decimal sign of the language, so it reads back as the same number', () => {
    const customer = { ...CUSTOMER, customFields: [{ key: 'omzet', label: 'Omzet', type: 'number' as const, value: '1.250' }] };
    expect(formValuesOf(customer, DEFINITIONS, 'nl')['customFields.omzet']).toBe('1,250');
    expect(formValuesOf(customer, DEFINITIONS, 'en-GB')['customFields.omzet']).toBe('1.250');
    const result = customerFormSchema(DEFINITIONS, 'nl').safeParse(asChecked({ ...formValuesOf(customer, DEFINITIONS, 'nl') }));
    expect(result.success && toCustomerUpdate(result.data, DEFINITIONS, 'EUR').customFields?.omzet).toBe('1.250');
  });

  it('requires a required custom field, the kind, language and tone', () => {
    expect(Object.keys(issuesOf(values({ 'customFields.omzet': undefined, kind: undefined, language: undefined, tone: undefined })))).toEqual([
      'kind',
      'language',
      'tone',
      'customFields.omzet',
    ]);
  });

  it('holds the credit limit to the contract’s DecimalString and refuses a negative one (big.js, not floats)', () => {
    expect(issuesOf(values({ creditLimit: '-0.01' }))).toEqual({ creditLimit: 'customers:edit.errors.negative' });
    expect(issuesOf(values({ creditLimit: '1.23456' }))).toEqual({ creditLimit: 'customers:edit.errors.amount' });
    expect(issuesOf(values({ creditLimit: '1234567890123456' }))).toEqual({ creditLimit: 'customers:edit.errors.amount' });
    expect(issuesOf(values({ creditLimit: '123456789012345.1234' }))).toEqual({});
    expect(issuesOf(values({ creditLimit: '-0' }))).toEqual({});
    expect(issuesOf(values({ creditLimit: '1,234.5' }), 'en-US')).toEqual({});
  });

  it('limits tags to 20 of at most 40 characters', () => {
    expect(issuesOf(values({ tags: 'x'.repeat(41) }))).toEqual({ tags: 'customers:edit.errors.tagLength' });
    expect(issuesOf(values({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(',') }))).toEqual({ tags: 'customers:edit.errors.tagCount' });
    expect(parseTags(' a, b ,,a, c ')).toEqual(['a', 'b', 'c']);
  });

  it('checks the payment term as whole days', () => {
    expect(issuesOf(values({ paymentTermDays: 14.5 }))).toEqual({ paymentTermDays: 'invalid_type' });
    expect(issuesOf(values({ paymentTermDays: -1 }))).toEqual({ paymentTermDays: 'too_small' });
    expect(issuesOf(values({ paymentTermDays: Number.NaN }))).toEqual({ paymentTermDays: 'invalid_type' });
  });
});

describe('serverMessageKey', () => {
  it('says the server’s rules as the form says them, and leaves others to the generic message', () => {
    expect(serverMessageKey({ field: 'creditLimit.currency', message: 'Expected EUR' })).toBe('customers:edit.errors.currency');
    expect(serverMessageKey({ field: 'creditLimit.amount', message: 'Number must be greater than or equal to 0' })).toBe('customers:edit.errors.negative');
    expect(serverMessageKey({ field: 'customFields.regio', message: "Invalid enum value. Expected 'Noord' | 'Zuid'" })).toBe('validation.invalidEnum');
    expect(serverMessageKey({ field: 'customFields.omzet', message: 'Required' })).toBe('validation.required');
    expect(serverMessageKey({ field: 'name', message: 'Something new' })).toBeUndefined();
  });
});

describe('sameFieldValue', () => {
  it('compares amounts as numbers, tags as sets, text trimmed and countries in any case', () => {
    expect(sameFieldValue('creditLimit', '15000', '15.000,00', 'nl')).toBe(true);
    expect(sameFieldValue('creditLimit', '15000', '15000.01', 'en')).toBe(false);
    expect(sameFieldValue('creditLimit', '', '0', 'en')).toBe(false);
    expect(sameFieldValue('tags', 'a, b', 'b,a', 'en')).toBe(true);
    expect(sameFieldValue('tags', 'a, b', 'a', 'en')).toBe(false);
    expect(sameFieldValue('name', ' Acme ', 'Acme', 'en')).toBe(true);
    expect(sameFieldValue('address.country', 'nl', 'NL', 'en')).toBe(true);
    expect(sameFieldValue('paymentTermDays', 30, '30', 'en')).toBe(true);
    expect(sameFieldValue('email', undefined, '', 'en')).toBe(true);
  });
});
