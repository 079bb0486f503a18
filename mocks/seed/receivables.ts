/**
 * The seeded receivables of both administrations: customers (Dutch companies for adm-nl-001,
 * British ones for adm-gb-002), super-debtor groups, contacts, 18 months of invoices before
 * SEED_REFERENCE_DATE with a realistic aging spread (most paid; an overdue tail of 1–180+ days,
 * partly paid, disputed, in arrangement, handed over, paused; credit notes), custom fields,
 * comments and a few attachments.
 *
 * Deterministic: one generator per administration and collection, so the same sizes give the same
 * records and one collection's change leaves the others alone. Money is computed with big.js and
 * stored as two-decimal strings.
 */
import Big from 'big.js';
import { toBase64 } from '../accounts/password-hash';
import type { SeedContext } from '../db/collections';
import type {
  AttachmentRecord,
  CommentRecord,
  ContactRecord,
  CustomerRecord,
  CustomFieldDefinitionRecord,
  InvoiceRecord,
  SuperDebtorRecord,
} from '../db/receivables-schemas';
import { simplePdf } from '../media/pdf';
import { dayNumber, isoDay } from './days';
import { administrationFixtures, SEED_IDS, SEED_REFERENCE_DATE, userFixtures, type AdministrationFixture } from './fixtures';
import { createRandom, type Random } from './prng';
import { localeOf, type Locale } from './receivables-catalogue';

export const REFERENCE_DAY = dayNumber(SEED_REFERENCE_DATE);
/**
 * Who made a seeded pause and when: the administration's collector, a week before the reference
 * day, the reason given as text (`other`). Derived, not drawn, so the seed's other draws stay as they were.
 */
function seededPause(paused: boolean, administrationId: string) {
  if (!paused) return { pauseReasonCode: null, pausedAt: null, pausedById: null, pausedByName: null };
  const by = administrationId.includes('-gb-') ? { id: 'usr-james', name: 'James Whitfield' } : { id: 'usr-anna', name: 'Anna de Vries' };
  return { pauseReasonCode: 'other' as const, pausedAt: `${isoDay(REFERENCE_DAY - 7)}T09:30:00Z`, pausedById: by.id, pausedByName: by.name };
}

/** 18 months of invoices. */
const HISTORY_DAYS = 548;

export const customerIdOf = (admin: Pick<AdministrationFixture, 'code'>, index: number) => `cus-${admin.code}-${String(index + 1).padStart(4, '0')}`;
export const superDebtorIdOf = (admin: Pick<AdministrationFixture, 'code'>, index: number) => `sd-${admin.code}-${String(index + 1).padStart(2, '0')}`;

const money = (value: Big) => value.toFixed(2);

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/(^|\s)(b\.v\.|v\.o\.f\.|n\.v\.|holding|ltd|llp|plc|& sons)(?=\s|$)/g, ' ')
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 28);
}

/** "De Vries" as part of a person's name: "Fleur de Vries" (Dutch prefixes are lower case there). */
function personalSurname(locale: Locale, surname: string): string {
  return locale.country === 'NL' ? surname.replace(/^(De|Van der|Van den|Van)\b/, (prefix) => prefix.toLowerCase()) : surname;
}

function letters(random: Random, count: number): string {
  const alphabet = 'ABCDEFGHJKLMNPRSTUVWXZ';
  return Array.from({ length: count }, () => alphabet[random.int(0, alphabet.length - 1)]).join('');
}

function digits(random: Random, count: number): string {
  return Array.from({ length: count }, () => String(random.int(0, 9))).join('');
}

function phone(random: Random, locale: Locale, area: string): string {
  return `${locale.phonePrefix} ${area} ${random.int(100, 999)} ${random.int(1000, 9999)}`;
}

function mobile(random: Random, locale: Locale): string {
  return locale.country === 'NL' ? `+31 6 ${digits(random, 4)} ${digits(random, 4)}` : `+44 7${digits(random, 3)} ${digits(random, 6)}`;
}

function companyName(random: Random, locale: Locale, stem?: string): string {
  const form = random.weighted(locale.legalForms);
  const sector = random.pick(locale.sectors);
  const first = stem ?? (random.next() < 0.55 ? random.pick(locale.surnames) : random.pick(locale.brands));
  return [first, sector, form].filter(Boolean).join(' ');
}

function customFieldValues(random: Random, locale: Locale): Record<string, string | null> {
  const [registration, vat, region, since] = locale.customerFields;
  const values: Record<string, string | null> = {};
  if (registration) values[registration.key] = random.next() < 0.85 ? digits(random, 8) : null;
  if (vat) values[vat.key] = random.next() < 0.8 ? (locale.country === 'NL' ? `NL${digits(random, 9)}B01` : `GB${digits(random, 9)}`) : null;
  if (region) values[region.key] = random.next() < 0.7 ? random.pick(region.options) : null;
  if (since) values[since.key] = random.next() < 0.6 ? isoDay(dayNumber('2009-01-01') + random.int(0, 5800)) : null;
  return values;
}

function customersOf(admin: AdministrationFixture, count: number): CustomerRecord[] {
  const random = createRandom(`customers:${admin.id}`);
  const locale = localeOf(admin.country);
  // Group members: a shuffled pick of customers, a few per super debtor, named after their group.
  const membership = new Map<number, number>();
  const order = random.shuffle(Array.from({ length: count }, (_, i) => i));
  let next = 0;
  locale.groups.forEach((_, group) => {
    const size = random.int(3, 6);
    for (let m = 0; m < size && next < Math.floor(count / 3); m++) membership.set(order[next++] as number, group);
  });

  const names = new Set<string>();
  const customers: CustomerRecord[] = [];
  for (let i = 0; i < count; i++) {
    const group = membership.get(i);
    const place = random.pick(locale.places);
    const person = group === undefined && random.next() < 0.12;
    let name: string;
    let email: string | null;
    if (person) {
      const first = random.pick(locale.firstNames);
      const surname = random.pick(locale.surnames);
      name = `${first} ${personalSurname(locale, surname)}`;
      email = `${slug(first)}.${slug(surname)}@${random.pick(locale.country === 'NL' ? ['ziggo.nl', 'kpnmail.nl', 'gmail.com'] : ['btinternet.com', 'outlook.com', 'gmail.com'])}`;
    } else {
      name = companyName(random, locale, group === undefined ? undefined : locale.groups[group]?.stem);
      email = `${random.pick(locale.mailboxes)}@${slug(name) || 'company'}.${locale.domain}`;
    }
    if (names.has(name)) name = `${name} (${place.city})`;
    if (names.has(name)) name = `${name} ${i + 1}`;
    names.add(name);
    if (random.next() < 0.05) email = null;

    const postalCode = locale.country === 'NL' ? `${place.postal} ${letters(random, 2)}` : `${place.postal} ${random.int(1, 9)}${letters(random, 2)}`;
    const closed = group === undefined && random.next() < 0.03;
    const paused = !closed && random.next() < 0.04;
    const tagCount = random.weighted([[0, 0.45], [1, 0.4], [2, 0.15]] as const);
    const tags = random.shuffle(locale.tags).slice(0, tagCount);
    const journey = random.next() < 0.9 ? random.weighted(locale.journeys.map((j, k) => [j, k === 0 ? 0.6 : 0.2] as const)) : null;
    const limit = random.next() < 0.7 ? random.pick(['2500', '5000', '10000', '15000', '25000', '50000']) : null;
    customers.push({
      id: customerIdOf(admin, i),
      administrationId: admin.id,
      number: `${locale.customerPrefix}${10001 + i}`,
      name,
      kind: person ? 'person' : 'company',
      email,
      phone: random.next() < 0.95 ? phone(random, locale, place.area) : null,
      address: { street: streetLine(locale, random.pick(locale.streets), random.int(1, 220)), postalCode, city: place.city, country: locale.country },
      language: person && locale.country === 'NL' ? 'nl' : random.weighted(locale.languages),
      tone: random.next() < (person ? 0.3 : 0.75) ? 'formal' : 'informal',
      paymentTermDays: random.weighted([[14, 0.25], [30, 0.55], [45, 0.1], [60, 0.1]] as const),
      creditLimit: limit === null ? null : money(new Big(limit)),
      journey: journey ? { ...journey } : null,
      tags,
      customFields: person ? {} : customFieldValues(random, locale),
      superDebtorId: group === undefined ? null : superDebtorIdOf(admin, group),
      closed,
      dunningPaused: paused,
      pausedUntil: paused && random.next() < 0.7 ? isoDay(REFERENCE_DAY + random.int(5, 40)) : null,
      pauseReason: paused ? random.pick(locale.pauseReasons) : null,
      // Seeded pauses predate the kept history; pauses made through the API are added to it.
      pauseHistory: [],
      ...seededPause(paused, admin.id),
      version: 1,
    });
  }
  return customers;
}

export function seedCustomers({ perAdministration }: SeedContext): CustomerRecord[] {
  return administrationFixtures.flatMap((admin) => customersOf(admin, perAdministration));
}

export function seedSuperDebtors(): SuperDebtorRecord[] {
  return administrationFixtures.flatMap((admin) =>
    localeOf(admin.country).groups.map((group, index) => ({
      id: superDebtorIdOf(admin, index),
      administrationId: admin.id,
      number: `SD-${String(index + 1).padStart(3, '0')}`,
      name: group.name,
    })),
  );
}

export function seedCustomFieldDefinitions(): CustomFieldDefinitionRecord[] {
  return administrationFixtures.flatMap((admin) => {
    const locale = localeOf(admin.country);
    const of = (recordKind: 'customer' | 'invoice', fields: Locale['customerFields']) =>
      fields.map((field) => ({ ...field, options: [...field.options], id: `${admin.code}-${recordKind}-${field.key}`, administrationId: admin.id, recordKind }));
    return [...of('customer', locale.customerFields), ...of('invoice', locale.invoiceFields)];
  });
}

export function seedContacts({ records }: SeedContext): ContactRecord[] {
  const contacts: ContactRecord[] = [];
  for (const admin of administrationFixtures) {
    const random = createRandom(`contacts:${admin.id}`);
    const locale = localeOf(admin.country);
    const customers = records('customers').filter((c) => c.administrationId === admin.id);
    for (const customer of customers) {
      const count = customer.kind === 'person' ? random.weighted([[0, 0.6], [1, 0.4]] as const) : random.weighted([[1, 0.5], [2, 0.35], [3, 0.15]] as const);
      const domain = customer.email?.split('@')[1];
      for (let k = 0; k < count; k++) {
        const first = random.pick(locale.firstNames);
        const surname = random.pick(locale.surnames);
        const primary = k === 0;
        contacts.push({
          id: `con-${admin.code}-${customer.id.slice(-4)}-${k + 1}`,
          administrationId: admin.id,
          customerId: customer.id,
          name: `${first} ${personalSurname(locale, surname)}`,
          function: customer.kind === 'person' ? null : random.pick(locale.functions),
          email: domain ? `${slug(first)}.${slug(surname)}@${domain}` : null,
          phone: random.next() < 0.8 ? mobile(random, locale) : null,
          primary,
          receives: primary
            ? random.next() < 0.4 ? ['invoices', 'reminders', 'statements'] : ['invoices', 'reminders']
            : random.pick([['invoices'], ['reminders'], ['statements'], ['invoices', 'statements']] as const).slice(),
          version: 1,
        });
      }
    }
  }
  return contacts;
}

/** Probability that an invoice is settled, by days past its due date on the reference day. */
function paidChance(daysPastDue: number): number {
  if (daysPastDue < 0) return 0.22;
  if (daysPastDue <= 30) return 0.62;
  if (daysPastDue <= 60) return 0.8;
  if (daysPastDue <= 90) return 0.88;
  if (daysPastDue <= 180) return 0.93;
  return 0.993;
}

interface Draft extends Omit<InvoiceRecord, 'id' | 'number' | 'creditNotes'> {
  issueDay: number;
  creditNote: { day: number; amount: string } | null;
}

function invoiceDraft(random: Random, admin: AdministrationFixture, locale: Locale, customer: CustomerRecord): Draft {
  const issueDay = REFERENCE_DAY - Math.floor(HISTORY_DAYS * random.next() ** 1.15);
  const dueDay = issueDay + customer.paymentTermDays;
  const daysPastDue = REFERENCE_DAY - dueDay;
  const net = new Big(Math.round(Math.exp(3.8 + random.next() * 5)) * 100 + random.int(0, 99)).div(100);
  const amount = net.times(locale.vatRate).round(2);

  let credit = new Big(0);
  let creditNote: Draft['creditNote'] = null;
  const creditRoll = random.next();
  if (creditRoll < 0.04) {
    credit = creditRoll < 0.015 ? amount : amount.times(random.int(10, 30)).div(100).round(2);
    creditNote = { day: Math.min(issueDay + random.int(3, 25), REFERENCE_DAY), amount: money(credit.times(-1)) };
  }
  const due = amount.minus(credit);
  const settled = customer.closed || due.eq(0) || random.next() < paidChance(daysPastDue);
  let outstanding = new Big(0);
  if (!settled) outstanding = random.next() < 0.12 ? due.times(random.int(30, 80)).div(100).round(2) : due;

  const open = outstanding.gt(0);
  const overdue = open && daysPastDue > 0;
  const forCollection = overdue && daysPastDue > 120 && random.next() < 0.35;
  const disputed = open && !forCollection && random.next() < 0.06;
  const inArrangement = overdue && !forCollection && !disputed && daysPastDue > 20 && random.next() < 0.08;
  const paused = open && !forCollection && random.next() < 0.03;
  const step = overdue ? [...locale.steps].reverse().find(([offset]) => offset <= daysPastDue) : undefined;
  const [costCentre, project] = locale.invoiceFields;
  const customFields: Record<string, string | null> = {};
  if (costCentre && random.next() < 0.5) customFields[costCentre.key] = random.pick(locale.country === 'NL' ? ['Service', 'Projecten', 'Onderhoud', 'Verkoop'] : ['Service', 'Projects', 'Maintenance', 'Sales']);
  if (project && random.next() < 0.3) customFields[project.key] = `P${random.int(24, 26)}-${random.int(100, 999)}`;

  return {
    administrationId: admin.id,
    customerId: customer.id,
    reference: random.next() < 0.6 ? `${random.pick(locale.references)}${random.int(10000, 99999)}` : null,
    issueDate: isoDay(issueDay),
    dueDate: isoDay(dueDay),
    amount: money(amount),
    outstanding: money(outstanding),
    disputed,
    inArrangement,
    forCollection,
    dunningPaused: paused,
    pausedUntil: paused && random.next() < 0.6 ? isoDay(REFERENCE_DAY + random.int(3, 30)) : null,
    pauseReason: paused ? random.pick(locale.pauseReasons) : null,
    pauseHistory: [],
    ...seededPause(paused, admin.id),
    journeyStep: step ? { name: step[1], sentOn: isoDay(dueDay + step[0]) } : null,
    customFields,
    tags: random.next() < 0.6 ? [...customer.tags] : [],
    paymentToken: random.hex(12),
    version: 1,
    issueDay,
    creditNote,
  };
}

function invoicesOf(admin: AdministrationFixture, count: number, customers: readonly CustomerRecord[]): InvoiceRecord[] {
  if (customers.length === 0) return [];
  const random = createRandom(`invoices:${admin.id}`);
  const locale = localeOf(admin.country);
  // A few large customers receive most invoices: cumulative weights, picked by binary search.
  const cumulative: number[] = [];
  let total = 0;
  for (const customer of customers) {
    total += (customer.closed ? 0.2 : 0.15) + random.next() ** 3 * 6;
    cumulative.push(total);
  }
  const pick = (): CustomerRecord => {
    const roll = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] as number) <= roll) low = mid + 1;
      else high = mid;
    }
    return customers[low] as CustomerRecord;
  };

  const drafts = Array.from({ length: count }, () => invoiceDraft(random, admin, locale, pick()));
  // Numbered in issue order, per year, as a bookkeeping package would.
  const order = drafts.map((draft, index) => ({ draft, index })).sort((a, b) => a.draft.issueDay - b.draft.issueDay || a.index - b.index);
  const perYear = new Map<number, number>();
  const creditsPerYear = new Map<number, number>();
  return order.map(({ draft }, position) => {
    const year = Number(draft.issueDate.slice(0, 4));
    const sequence = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, sequence);
    const creditNotes: InvoiceRecord['creditNotes'] = [];
    if (draft.creditNote) {
      const creditDate = isoDay(draft.creditNote.day);
      const creditYear = Number(creditDate.slice(0, 4));
      const creditSequence = (creditsPerYear.get(creditYear) ?? 0) + 1;
      creditsPerYear.set(creditYear, creditSequence);
      creditNotes.push({ number: `CN-${locale.country === 'NL' ? creditYear : String(creditYear).slice(2)}-${String(creditSequence).padStart(4, '0')}`, date: creditDate, amount: draft.creditNote.amount });
    }
    const { issueDay: _issueDay, creditNote: _creditNote, ...rest } = draft;
    return { ...rest, id: `inv-${admin.code}-${String(position + 1).padStart(6, '0')}`, number: `${locale.invoicePrefix(year)}${String(sequence).padStart(5, '0')}`, creditNotes };
  });
}

export function seedInvoices({ perAdministration, records }: SeedContext): InvoiceRecord[] {
  const customers = records('customers');
  return administrationFixtures.flatMap((admin) => invoicesOf(admin, perAdministration, customers.filter((c) => c.administrationId === admin.id)));
}

/** Who writes comments and uploads in each administration (seeded members with the rights). */
function staffOf(admin: AdministrationFixture): { id: string; name: string }[] {
  const ids = admin.id === SEED_IDS.administrations.nl ? [SEED_IDS.users.anna, SEED_IDS.users.sanne] : [SEED_IDS.users.james, SEED_IDS.users.anna];
  return ids.flatMap((id) => {
    const user = userFixtures.find((u) => u.id === id);
    return user ? [{ id: user.id, name: user.name }] : [];
  });
}

function instant(random: Random, maxDaysBack: number): string {
  const day = REFERENCE_DAY - random.int(1, maxDaysBack);
  return `${isoDay(day)}T${String(random.int(8, 17)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}Z`;
}

export function seedComments({ records }: SeedContext): CommentRecord[] {
  const comments: CommentRecord[] = [];
  for (const admin of administrationFixtures) {
    const random = createRandom(`comments:${admin.id}`);
    const locale = localeOf(admin.country);
    const staff = staffOf(admin);
    let sequence = 0;
    const add = (ownerKind: CommentRecord['ownerKind'], ownerId: string) => {
      const author = random.pick(staff);
      const at = instant(random, 120);
      sequence += 1;
      comments.push({ id: `cmt-${admin.code}-${String(sequence).padStart(5, '0')}`, administrationId: admin.id, ownerKind, ownerId, text: random.pick(locale.comments), authorId: author.id, authorName: author.name, createdAt: at, updatedAt: at, version: 1 });
    };
    for (const customer of records('customers')) {
      if (customer.administrationId !== admin.id || random.next() >= 0.15) continue;
      for (let k = random.int(1, 2); k > 0; k--) add('customer', customer.id);
    }
    for (const invoice of records('invoices')) {
      if (invoice.administrationId === admin.id && invoice.outstanding !== '0.00' && random.next() < 0.1) add('invoice', invoice.id);
    }
    for (const group of records('superDebtors')) {
      if (group.administrationId === admin.id) add('superDebtor', group.id);
    }
  }
  return comments;
}

export function seedAttachments({ records }: SeedContext): AttachmentRecord[] {
  const attachments: AttachmentRecord[] = [];
  for (const admin of administrationFixtures) {
    const random = createRandom(`attachments:${admin.id}`);
    const staff = staffOf(admin);
    const dutchAdmin = admin.country === 'NL';
    let sequence = 0;
    const add = (ownerKind: AttachmentRecord['ownerKind'], ownerId: string, ownerName: string) => {
      const uploader = random.pick(staff);
      const fileName = dutchAdmin ? 'betalingsafspraak.pdf' : 'payment-agreement.pdf';
      const bytes = simplePdf([`${ownerName}`, dutchAdmin ? 'Betalingsafspraak' : 'Payment agreement', `${admin.name}`], dutchAdmin ? 'Betalingsafspraak' : 'Payment agreement');
      sequence += 1;
      attachments.push({ id: `att-${admin.code}-${String(sequence).padStart(5, '0')}`, administrationId: admin.id, ownerKind, ownerId, fileName, contentType: 'application/pdf', size: bytes.byteLength, uploadedAt: instant(random, 200), uploaderId: uploader.id, uploaderName: uploader.name, body: toBase64(bytes) });
    };
    for (const customer of records('customers')) {
      if (customer.administrationId === admin.id && random.next() < 0.06) add('customer', customer.id, customer.name);
    }
    for (const group of records('superDebtors')) {
      if (group.administrationId === admin.id) add('superDebtor', group.id, group.name);
    }
  }
  return attachments;
}

/** A street line the way the country writes it: "164 Mill Lane" in Britain, "Kerkstraat 12" in the Netherlands. */
function streetLine(locale: Locale, street: string, number: number): string {
  return locale.numberFirst ? `${number} ${street}` : `${street} ${number}`;
}
