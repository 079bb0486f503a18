/**
 * The fixed part of the seed: administrations, staff, headers/footers and placeholders. Ids here
 * are stable and referenced by tests (unit and e2e), so change them only together with those.
 */
import type { Media } from '#api/generated/model/index';
import type {
  AdministrationRecord,
  HeaderFooterRecord,
  PlaceholderRecord,
  UserRecord,
} from '../db/schemas';
import { PERMISSIONS } from '#lib/permission-names';
import type { TemplateLanguage } from './catalogue';

/** All named permissions of SPEC §6 (Manage_Home is implied by the client and not listed). */
export const ALL_PERMISSIONS = PERMISSIONS.filter((permission) => permission !== 'Manage_Home');

const MANAGE_CONFIGURATION = 'Manage_Configuration';

// Typed as plain strings: literal types would leak into tests' inferred parameter types.
export const SEED_IDS: {
  readonly administrations: { readonly nl: string; readonly gb: string };
  readonly users: { readonly anna: string; readonly james: string; readonly sanne: string; readonly pieter: string };
  /** A notification of each administration's communication settings (../seed/settings.ts). */
  readonly notifications: { readonly nl: string; readonly gb: string };
  /** A seeded role (administration settings' permissions pages; mocks/seed/roles.ts seeds them all). */
  readonly permissions: { readonly nlAdmin: string };
  /** A seeded department and issue category (administration settings' department/$id and issues-settings/$id). */
  readonly departments: { readonly nlCredit: string };
  readonly 'issues-settings': { readonly nlQuality: string };
} = {
  administrations: { nl: 'adm-nl-001', gb: 'adm-gb-002' },
  users: { anna: 'usr-anna', james: 'usr-james', sanne: 'usr-sanne', pieter: 'usr-pieter' },
  notifications: { nl: 'ntf-nl-promise-broken', gb: 'ntf-gb-promise-broken' },
  permissions: { nlAdmin: 'rol-nl-admin' },
  departments: { nlCredit: 'dep-nl-credit' },
  'issues-settings': { nlQuality: 'icat-nl-quality' },
};

export const DEFAULT_USER_ID = SEED_IDS.users.anna;

/** Templates of the seed are dated up to a year before this instant (not Date.now(): repeatable). */
export const SEED_REFERENCE_DATE = '2026-11-20T09:00:00Z';


export interface AdministrationFixture extends AdministrationRecord {
  /** Short code used in ids of the administration's records. */
  code: string;
  /** How often each language occurs among its templates. */
  languageWeights: readonly (readonly [TemplateLanguage, number])[];
}

export const administrationFixtures: readonly AdministrationFixture[] = [
  {
    id: SEED_IDS.administrations.nl,
    name: 'Van Dijk Installatietechniek B.V.',
    country: 'NL',
    currency: 'EUR',
    language: 'nl',
    contactDetails: {
      phone: '+31 30 765 4321',
      email: 'debiteuren@vandijk.example',
      iban: 'NL91 ABNA 0417 1643 00',
      address: 'Industrieweg 14, 3542 AD Utrecht',
      registration: 'KvK 12345678',
    },
    code: 'nl',
    languageWeights: [['nl', 0.5], ['en', 0.3], ['de', 0.12], ['fr', 0.08]],
  },
  {
    id: SEED_IDS.administrations.gb,
    name: 'Harbour Freight Services Ltd',
    country: 'GB',
    currency: 'GBP',
    language: 'en',
    contactDetails: {
      phone: '+44 23 8071 4400',
      email: 'creditcontrol@harbourfreight.example',
      iban: 'GB33 BUKB 2020 1555 5555 55',
      address: 'Unit 7, Dockside Park, Southampton SO14 3XB',
      registration: 'Company No. 04829175',
    },
    code: 'gb',
    languageWeights: [['en', 0.6], ['fr', 0.16], ['de', 0.12], ['nl', 0.12]],
  },
];

const withoutConfiguration = ALL_PERMISSIONS.filter((p) => p !== MANAGE_CONFIGURATION);

export const userFixtures: readonly UserRecord[] = [
  {
    // The default user: full rights in the Dutch administration, read-only for configuration in the British one.
    id: SEED_IDS.users.anna,
    name: 'Anna de Vries',
    email: 'anna.devries@example.com',
    language: 'nl',
    hasAvatar: true,
    memberships: [
      { administrationId: SEED_IDS.administrations.nl, permissions: [...ALL_PERMISSIONS] },
      { administrationId: SEED_IDS.administrations.gb, permissions: [...withoutConfiguration] },
    ],
  },
  {
    id: SEED_IDS.users.james,
    name: 'James Whitfield',
    email: 'james.whitfield@example.com',
    language: 'en-GB',
    hasAvatar: true,
    memberships: [{ administrationId: SEED_IDS.administrations.gb, permissions: [...ALL_PERMISSIONS] }],
  },
  {
    // A credit controller who works the invoices, not the customer records: no Manage_Customers
    // (the customers and super-debtor screens and calls refuse her), no configuration rights, no avatar.
    id: SEED_IDS.users.sanne,
    name: 'Sanne Bakker',
    email: 'sanne.bakker@example.com',
    language: 'nl',
    hasAvatar: false,
    memberships: [
      {
        administrationId: SEED_IDS.administrations.nl,
        permissions: ['Manage_Tasks', 'Manage_Calls', 'Manage_Messages', 'Manage_Invoices', 'Manage_Mailbox'],
      },
    ],
  },
  {
    // A director who follows the dashboard and reports: a member with no permission beyond that.
    id: SEED_IDS.users.pieter,
    name: 'Pieter Smit',
    email: 'pieter.smit@example.com',
    language: 'nl',
    hasAvatar: false,
    memberships: [{ administrationId: SEED_IDS.administrations.nl, permissions: [] }],
  },
];

/**
 * Well-known tokens so tests can act as a given user without a sign-in flow; they never expire.
 * The refresh tokens are spent (rotated) on first use, like any other.
 */
export const SEED_TOKENS: Readonly<Record<'anna' | 'james' | 'sanne', { readonly access: string; readonly refresh: string }>> = {
  anna: { access: 'mock-access-anna', refresh: 'mock-refresh-anna' },
  james: { access: 'mock-access-james', refresh: 'mock-refresh-james' },
  sanne: { access: 'mock-access-sanne', refresh: 'mock-refresh-sanne' },
};

export const FAR_FUTURE = Date.parse('2100-01-01T00:00:00Z');

type HeaderFooterFixture = Omit<HeaderFooterRecord, 'administrationId' | 'id' | 'version'> & { suffix: string };

function letterheads(admin: AdministrationFixture, registration: string, address: string): HeaderFooterFixture[] {
  return [
    {
      suffix: 'classic',
      name: 'Classic letterhead',
      // No logo of its own: the letter page puts the administration's (its style's) in every header.
      'header-html': `<div class="letterhead"><p>${address}</p></div>`,
      'footer-html': `<p>${admin.name} · ${registration} · {{administration.iban}}</p>`,
      'body-left-margin': 2,
      'body-right-margin': 2,
      'header-top-margin': 1,
      'header-height': 3,
      'footer-top-margin': 0.5,
      'footer-height': 2,
      'footer-bottom-margin': 1,
      'feader-bottom-margin': 0.5,
      metric: 'cm',
    },
    {
      suffix: 'window',
      name: 'Window envelope letter',
      'header-html': `<div class="sender"><p>${admin.name}<br>${address}</p></div><div class="recipient">{{customer.name}}<br>{{customer.address}}</div>`,
      'footer-html': `<p>${registration} · {{administration.email}} · {{administration.phone}}</p>`,
      'body-left-margin': 2.5,
      'body-right-margin': 2,
      'header-top-margin': 1.5,
      'header-height': 8.5,
      'footer-top-margin': 0.5,
      'footer-height': 1.5,
      'footer-bottom-margin': 1,
      'feader-bottom-margin': 1,
      metric: 'cm',
    },
    {
      suffix: 'email',
      name: 'Plain e-mail footer',
      'header-html': '',
      'footer-html': `<p>{{administration.contactPerson}} · Credit control · ${admin.name}<br>{{administration.phone}} · {{administration.email}}</p>`,
      'body-left-margin': 0,
      'body-right-margin': 0,
      'header-top-margin': 0,
      'header-height': 0,
      'footer-top-margin': 8,
      'footer-height': 40,
      'footer-bottom-margin': 8,
      'feader-bottom-margin': 0,
      metric: 'px',
    },
  ];
}

export function headerFooterFixtures(admin: AdministrationFixture): HeaderFooterRecord[] {
  return letterheads(admin, admin.contactDetails?.registration ?? '', admin.contactDetails?.address ?? '').map(({ suffix, ...record }) => ({
    ...record,
    id: `hf-${admin.code}-${suffix}`,
    administrationId: admin.id,
    version: 1,
  }));
}

const ALL: Media[] = ['email', 'letter', 'call', 'sms', 'whatsapp'];
const WRITTEN: Media[] = ['email', 'letter'];
const DIGITAL: Media[] = ['email', 'sms', 'whatsapp'];

type PlaceholderFixture = Omit<PlaceholderRecord, 'administrationId'>;

const standardPlaceholders: PlaceholderFixture[] = [
  { key: 'customer.name', label: 'Customer name', category: 'customer', example: 'Bakkerij De Gouden Korenaar', media: ALL, description: "The customer's company or full name." },
  { key: 'customer.contactName', label: 'Contact person', category: 'customer', example: 'Mr Jansen', media: ALL, description: 'Name of the primary contact at the customer.' },
  { key: 'customer.number', label: 'Customer number', category: 'customer', example: 'C-10482', media: ALL },
  { key: 'customer.email', label: 'Customer e-mail', category: 'customer', example: 'accounts@goudenkorenaar.example', media: WRITTEN },
  { key: 'customer.phone', label: 'Customer phone', category: 'customer', example: '+31 30 123 4567', media: ['email', 'letter', 'call'] },
  { key: 'customer.address', label: 'Postal address', category: 'customer', example: 'Oudegracht 112, 3511 AX Utrecht', media: ['letter'] },
  { key: 'customer.outstandingBalance', label: 'Outstanding balance', category: 'customer', example: '€ 4.870,25', media: ALL, description: 'Total of all open invoices of the customer.' },
  { key: 'customer.portalLink', label: 'Customer portal link', category: 'customer', example: 'https://pay.example/portal/7Hk2', media: DIGITAL },
  { key: 'invoice.number', label: 'Invoice number', category: 'invoice', example: 'INV-2026-00412', media: ALL, description: "The invoice's number as shown to the customer." },
  { key: 'invoice.date', label: 'Invoice date', category: 'invoice', example: '2 October 2026', media: ALL },
  { key: 'invoice.dueDate', label: 'Due date', category: 'invoice', example: '1 November 2026', media: ALL },
  { key: 'invoice.amount', label: 'Invoice amount', category: 'invoice', example: '€ 1.250,00', media: ALL },
  { key: 'invoice.outstandingAmount', label: 'Outstanding amount', category: 'invoice', example: '€ 850,00', media: ALL },
  { key: 'invoice.daysOverdue', label: 'Days overdue', category: 'invoice', example: '19', media: ALL },
  { key: 'invoice.paymentLink', label: 'Payment link', category: 'invoice', example: 'https://pay.example/i/9f3kQ', media: DIGITAL, description: 'Link to pay this invoice online.' },
  { key: 'invoice.collectionCosts', label: 'Statutory collection costs', category: 'invoice', example: '€ 127,50', media: WRITTEN },
  { key: 'administration.name', label: 'Administration name', category: 'administration', example: 'Van Dijk Installatietechniek B.V.', media: ALL },
  { key: 'administration.contactPerson', label: 'Sender name', category: 'administration', example: 'Anna de Vries', media: ALL },
  { key: 'administration.phone', label: 'Credit control phone', category: 'administration', example: '+31 30 765 4321', media: ALL },
  { key: 'administration.email', label: 'Credit control e-mail', category: 'administration', example: 'debiteuren@vandijk.example', media: WRITTEN },
  { key: 'administration.iban', label: 'Bank account (IBAN)', category: 'administration', example: 'NL91 ABNA 0417 1643 00', media: ['email', 'letter', 'sms', 'whatsapp'] },
  { key: 'administration.address', label: 'Administration address', category: 'administration', example: 'Industrieweg 14, 3542 AD Utrecht', media: ['letter'] },
  { key: 'administration.chamberOfCommerce', label: 'Company registration number', category: 'administration', example: 'KvK 12345678', media: WRITTEN },
  { key: 'arrangement.instalmentCount', label: 'Number of instalments', category: 'arrangement', example: '6', media: ALL },
  { key: 'arrangement.instalmentAmount', label: 'Instalment amount', category: 'arrangement', example: '€ 212,50', media: ALL },
  { key: 'arrangement.nextDueDate', label: 'Next instalment date', category: 'arrangement', example: '1 December 2026', media: ALL },
  { key: 'arrangement.totalAmount', label: 'Arrangement total', category: 'arrangement', example: '€ 1.275,00', media: ALL },
  { key: 'issue.number', label: 'Issue number', category: 'issue', example: 'ISS-0193', media: ALL },
  { key: 'issue.category', label: 'Issue category', category: 'issue', example: 'Price dispute', media: ALL },
  { key: 'issue.status', label: 'Issue status', category: 'issue', example: 'In progress', media: WRITTEN },
  { key: 'payment.amount', label: 'Payment amount', category: 'payment', example: '€ 400,00', media: ALL },
  { key: 'payment.date', label: 'Payment date', category: 'payment', example: '14 November 2026', media: ALL },
  { key: 'payment.reference', label: 'Payment reference', category: 'payment', example: 'RF18 5390 0754 7034', media: ALL },
  { key: 'payment.promisedDate', label: 'Promised payment date', category: 'payment', example: '28 November 2026', media: ALL, description: 'Date the customer promised to pay by (from the last call).' },
];

export function placeholderFixtures(): PlaceholderRecord[] {
  // Tailored variables are the settings' own records (../seed/settings.ts), listed with these.
  return standardPlaceholders.map((p) => ({ ...p, administrationId: null }));
}
