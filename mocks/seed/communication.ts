/**
 * The seeded communication of both administrations: e-mails, letters and calls across the
 * customers in the weeks before SEED_REFERENCE_DATE, in each customer's language (Dutch, English,
 * German, French), about their overdue invoices; most e-mails and letters belong to a journey
 * step's batch, the others were written by a colleague. Deterministic (one generator per
 * administration and collection); the sizes scale with MOCK_SCALE like the customers.
 */
import Big from 'big.js';
import type { SeedContext } from '../db/collections';
import type { CustomerRecord, InvoiceRecord } from '../db/receivables-schemas';
import type { CallRecord, EmailRecord, LetterRecord, MessageBatchRecord } from '../db/communication-schemas';
import { customerAddressLine } from '../media/address';
import { emailWithContent } from '../media/message-content';
import { seededContentSettings } from './administration-setup';
import { administrationFixtures, SEED_REFERENCE_DATE, userFixtures, type AdministrationFixture } from './fixtures';
import { createRandom, type Random } from './prng';
import { isoSeconds } from './templates';

type Language = 'nl' | 'en' | 'de' | 'fr';

/** What a reminder says, per language: subject and body around the invoice numbers. */
const WORDING: Record<Language, { steps: readonly string[]; subject: (step: string, numbers: string) => string; greeting: string; body: (numbers: string) => string; closing: string }> = {
  nl: {
    steps: ['Eerste herinnering', 'Tweede herinnering', 'Aanmaning', 'Laatste aanmaning'],
    subject: (step, numbers) => `${step} factuur ${numbers}`,
    greeting: 'Geachte heer, mevrouw,',
    body: (numbers) => `Volgens onze administratie staat factuur ${numbers} nog open. Wilt u het openstaande bedrag binnen 7 dagen voldoen?`,
    closing: 'Met vriendelijke groet,',
  },
  en: {
    steps: ['First reminder', 'Second reminder', 'Payment demand', 'Final notice'],
    subject: (step, numbers) => `${step}: invoice ${numbers}`,
    greeting: 'Dear Sir or Madam,',
    body: (numbers) => `Our records show that invoice ${numbers} is still unpaid. Please settle the outstanding amount within 7 days.`,
    closing: 'Kind regards,',
  },
  de: {
    steps: ['Zahlungserinnerung', 'Zweite Erinnerung', 'Mahnung', 'Letzte Mahnung'],
    subject: (step, numbers) => `${step} zur Rechnung ${numbers}`,
    greeting: 'Sehr geehrte Damen und Herren,',
    body: (numbers) => `laut unserer Buchhaltung ist die Rechnung ${numbers} noch offen. Bitte begleichen Sie den Betrag innerhalb von 7 Tagen.`,
    closing: 'Mit freundlichen Grüßen',
  },
  fr: {
    steps: ['Premier rappel', 'Deuxième rappel', 'Mise en demeure', 'Dernier avis'],
    subject: (step, numbers) => `${step} : facture ${numbers}`,
    greeting: 'Madame, Monsieur,',
    body: (numbers) => `sauf erreur de notre part, la facture ${numbers} reste impayée. Merci de régler le solde sous 7 jours.`,
    closing: 'Cordialement,',
  },
};

const CALL_NOTES: Record<'NL' | 'GB', Record<CallRecord['outcome'], readonly string[]>> = {
  NL: {
    reached: ['Factuur is doorgestuurd naar de boekhouding.', 'Klant bevestigt ontvangst van de herinnering.'],
    'no-answer': ['Geen gehoor, voicemail ingesproken.', 'Niet bereikbaar; morgen opnieuw bellen.'],
    'promise-to-pay': ['Betaalt vrijdag het volledige bedrag.', 'Belooft binnen twee weken te betalen.'],
    dispute: ['Klant betwist de geleverde aantallen.', 'Levering was beschadigd; creditnota gevraagd.'],
  },
  GB: {
    reached: ['Invoice forwarded to their accounts payable team.', 'Customer confirms the reminder arrived.'],
    'no-answer': ['No answer, left a voicemail.', 'Line busy; try again tomorrow.'],
    'promise-to-pay': ['Will pay the full amount on Friday.', 'Promises payment within two weeks.'],
    dispute: ['Customer disputes the quantities delivered.', 'Goods arrived damaged; asked for a credit note.'],
  },
};

const languageOf = (customer: CustomerRecord): Language => (['nl', 'en', 'de', 'fr'].includes(customer.language) ? (customer.language as Language) : 'en');

const reference = Date.parse(SEED_REFERENCE_DATE);
const DAY_MS = 24 * 60 * 60 * 1000;
/** The seed's messages are from the 60 days before the reference date. */
const WINDOW_DAYS = 60;

function addressOf(customer: CustomerRecord, admin: AdministrationFixture): string {
  return customerAddressLine(customer, customer.language, admin.country) ?? '';
}

function html(language: Language, numbers: string, signature: string): string {
  const w = WORDING[language];
  return `<p>${w.greeting}</p><p>${w.body(numbers)}</p><p>${w.closing}<br>${signature}</p>`;
}

/**
 * Paid invoices that fell due within this many days of the reference date had reminders too: most
 * debtors pay after one, so a customer who is up to date now still has a recent history.
 */
const PAID_AFTER_REMINDERS_DAYS = 180;

/** What reminders are about, per customer: invoices overdue now, and recent ones paid after falling due. */
function dueInvoices(invoices: readonly InvoiceRecord[], admin: AdministrationFixture): Map<string, InvoiceRecord[]> {
  const byCustomer = new Map<string, InvoiceRecord[]>();
  const referenceDay = SEED_REFERENCE_DATE.slice(0, 10);
  const recentDay = new Date(reference - PAID_AFTER_REMINDERS_DAYS * DAY_MS).toISOString().slice(0, 10);
  for (const invoice of invoices) {
    if (invoice.administrationId !== admin.id || invoice.dueDate >= referenceDay) continue;
    if (invoice.outstanding === '0.00' && invoice.dueDate < recentDay) continue;
    const list = byCustomer.get(invoice.customerId) ?? [];
    list.push(invoice);
    byCustomer.set(invoice.customerId, list);
  }
  return byCustomer;
}

function staffOf(admin: AdministrationFixture) {
  return userFixtures.filter((user) => user.memberships.some((m) => m.administrationId === admin.id && m.permissions.includes('Manage_Messages'))).map((u) => ({ id: u.id, name: u.name }));
}

/** One batch per journey step run: a few per administration and medium. */
export const BATCHES_PER_ADMINISTRATION = { email: 8, letter: 4 } as const;

export const batchIdOf = (admin: Pick<AdministrationFixture, 'code'>, media: 'email' | 'letter', index: number) =>
  `${media === 'email' ? 'ebt' : 'lbt'}-${admin.code}-${String(index + 1).padStart(3, '0')}`;

export function seedMessageBatches(): MessageBatchRecord[] {
  return administrationFixtures.flatMap((admin) => {
    const language: Language = admin.country === 'NL' ? 'nl' : 'en';
    const steps = WORDING[language].steps;
    return (['email', 'letter'] as const).flatMap((media) =>
      Array.from({ length: BATCHES_PER_ADMINISTRATION[media] }, (_, index) => ({
        id: batchIdOf(admin, media, index),
        administrationId: admin.id,
        media,
        // Letters carry the later, firmer steps.
        name: `${steps[media === 'email' ? index % 3 : 2 + (index % 2)]} (${media === 'email' ? 'e-mail' : language === 'nl' ? 'brief' : 'letter'})`,
        // Batches run early in the morning, a week apart, the newest last.
        createdAt: isoSeconds(new Date(reference - (WINDOW_DAYS - 2 - index * 7) * DAY_MS - 3 * 60 * 60 * 1000)),
      })),
    );
  });
}

interface Draft {
  customer: CustomerRecord;
  invoices: InvoiceRecord[];
  language: Language;
  batch: MessageBatchRecord | undefined;
  sentAt: string;
  sentBy: { id: string; name: string } | null;
}

function drafts(random: Random, admin: AdministrationFixture, count: number, media: 'email' | 'letter', context: SeedContext, skipWithout?: (c: CustomerRecord) => boolean): Draft[] {
  const customers = context.records('customers').filter((c) => c.administrationId === admin.id && !(skipWithout?.(c) ?? false));
  const due = dueInvoices(context.records('invoices'), admin);
  const batches = context.records('messageBatches').filter((b) => b.administrationId === admin.id && b.media === media);
  const staff = staffOf(admin);
  const withDebt = customers.filter((c) => due.has(c.id));
  const pool = withDebt.length > 0 ? withDebt : customers;
  const result: Draft[] = [];
  for (let i = 0; i < count && pool.length > 0; i++) {
    const customer = pool[i < pool.length ? i : random.int(0, pool.length - 1)] as CustomerRecord;
    const open = due.get(customer.id) ?? [];
    const invoices = random.shuffle(open).slice(0, Math.min(open.length, random.weighted([[1, 6], [2, 2], [3, 1]])));
    const batch = batches.length > 0 && random.next() < 0.65 ? random.pick(batches) : undefined;
    // Colleagues write about what is overdue now: their messages cluster in the last weeks (the square skews towards today).
    const sentAt = batch ? batch.createdAt : isoSeconds(new Date(reference - Math.max(1, Math.floor(random.next() ** 2 * WINDOW_DAYS * 24 * 60)) * 60 * 1000));
    result.push({ customer, invoices, language: languageOf(customer), batch, sentAt, sentBy: batch ? null : staff.length ? random.pick(staff) : null });
  }
  return result;
}

export function seedEmails(context: SeedContext): EmailRecord[] {
  return administrationFixtures.flatMap((admin) => {
    const random = createRandom(`emails:${admin.id}`);
    return drafts(random, admin, context.perAdministration, 'email', context, (c) => !c.email).map((draft, index) => {
      const numbers = draft.invoices.map((i) => i.number).join(', ');
      const step = draft.batch ? draft.batch.name.replace(/ \(.*\)$/, '') : random.pick(WORDING[draft.language].steps);
      const age = (reference - Date.parse(draft.sentAt)) / DAY_MS;
      // Older e-mails have had time to be delivered and opened; a few addresses bounce.
      const status: EmailRecord['status'] = random.next() < 0.06 ? 'bounced' : age < 0.05 ? 'queued' : age < 0.2 ? 'sent' : random.next() < 0.45 ? 'opened' : 'delivered';
      return {
        id: `eml-${admin.code}-${String(index + 1).padStart(5, '0')}`,
        administrationId: admin.id,
        customerId: draft.customer.id,
        customerName: draft.customer.name,
        invoiceIds: draft.invoices.map((i) => i.id),
        invoiceNumbers: draft.invoices.map((i) => i.number),
        to: draft.customer.email ?? 'unknown@example.invalid',
        cc: [],
        subject: WORDING[draft.language].subject(step, numbers || draft.customer.number),
        // Sent as every e-mail is: the legal line under it (the standard wording signs it itself).
        html: emailWithContent(html(draft.language, numbers || draft.customer.number, draft.sentBy?.name ?? admin.name), seededContentSettings(admin.code), { template: true }),
        status,
        sentAt: draft.sentAt,
        sentBy: draft.sentBy,
        batchId: draft.batch?.id ?? null,
        language: draft.language,
        templateId: null,
        attachments: [],
      };
    });
  });
}

export function seedLetters(context: SeedContext): LetterRecord[] {
  return administrationFixtures.flatMap((admin) => {
    const random = createRandom(`letters:${admin.id}`);
    return drafts(random, admin, context.perAdministration, 'letter', context).map((draft, index) => {
      const numbers = draft.invoices.map((i) => i.number).join(', ');
      const step = draft.batch ? draft.batch.name.replace(/ \(.*\)$/, '') : random.pick(WORDING[draft.language].steps.slice(2));
      const age = (reference - Date.parse(draft.sentAt)) / DAY_MS;
      return {
        id: `ltr-${admin.code}-${String(index + 1).padStart(5, '0')}`,
        administrationId: admin.id,
        customerId: draft.customer.id,
        customerName: draft.customer.name,
        invoiceIds: draft.invoices.map((i) => i.id),
        invoiceNumbers: draft.invoices.map((i) => i.number),
        address: addressOf(draft.customer, admin),
        subject: WORDING[draft.language].subject(step, numbers || draft.customer.number),
        html: html(draft.language, numbers || draft.customer.number, draft.sentBy?.name ?? admin.name),
        status: age < 5 ? 'printed' : 'posted',
        sentAt: draft.sentAt,
        sentBy: draft.sentBy,
        batchId: draft.batch?.id ?? null,
        language: draft.language,
        templateId: null,
      } satisfies LetterRecord;
    });
  });
}

export function seedCalls(context: SeedContext): CallRecord[] {
  return administrationFixtures.flatMap((admin) => {
    const random = createRandom(`calls:${admin.id}`);
    const contacts = context.records('contacts').filter((c) => c.administrationId === admin.id);
    const staff = userFixtures.filter((user) => user.memberships.some((m) => m.administrationId === admin.id && m.permissions.includes('Manage_Calls'))).map((u) => ({ id: u.id, name: u.name }));
    const notes = CALL_NOTES[admin.country === 'NL' ? 'NL' : 'GB'];
    // Promises draw from their own generator, so the calls stay what they were before promises were kept.
    const promises = createRandom(`call-promises:${admin.id}`);
    return drafts(random, admin, context.perAdministration, 'letter', context, (c) => !c.phone).map((draft, index) => {
      const outcome = random.weighted<CallRecord['outcome']>([['reached', 4], ['no-answer', 3], ['promise-to-pay', 3], ['dispute', 1]]);
      const contact = contacts.find((c) => c.customerId === draft.customer.id);
      const at = isoSeconds(new Date(reference - random.int(1, WINDOW_DAYS * 24 * 60) * 60 * 1000));
      const id = `cal-${admin.code}-${String(index + 1).padStart(5, '0')}`;
      const owed = draft.invoices.reduce((sum, invoice) => sum.plus(invoice.outstanding), new Big(0));
      const promise =
        outcome === 'promise-to-pay'
          ? {
              amount: (owed.gt(0) ? owed : new Big(promises.int(100, 5000))).times(promises.next() < 0.7 ? 1 : 0.5).round(2).toFixed(2),
              currency: admin.currency,
              date: isoSeconds(new Date(Date.parse(at) + promises.int(2, 21) * DAY_MS)).slice(0, 10),
            }
          : null;
      return {
        id,
        administrationId: admin.id,
        customerId: draft.customer.id,
        customerName: draft.customer.name,
        invoiceIds: draft.invoices.map((i) => i.id),
        invoiceNumbers: draft.invoices.map((i) => i.number),
        contactName: contact?.name ?? null,
        phoneNumber: draft.customer.phone ?? '+31 20 000 0000',
        direction: random.next() < 0.8 ? 'outgoing' : 'incoming',
        at,
        durationSeconds: outcome === 'no-answer' ? 0 : random.int(45, 900),
        outcome,
        notes: random.pick(notes[outcome]),
        loggedBy: staff.length ? random.pick(staff) : { id: 'usr-anna', name: 'Anna de Vries' },
        promise,
        // The check-payment task the promise made (seeded by ../seed/tasks.ts with this id).
        taskId: promise ? `tsk-${id}` : null,
      } satisfies CallRecord;
    });
  });
}
