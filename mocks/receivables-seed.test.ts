import Big from 'big.js';
import { SEED_IDS, SEED_REFERENCE_DATE } from './seed/fixtures';
import { buildSeedData } from './seed/seed';
import { dayNumber } from './seed/days';

const NL = SEED_IDS.administrations.nl;
const GB = SEED_IDS.administrations.gb;
const data = buildSeedData();
const reference = dayNumber(SEED_REFERENCE_DATE);
const MONEY = /^-?(0|[1-9]\d*)\.\d{2}$/;

const of = <T extends { administrationId: string }>(records: readonly T[], administrationId: string) => records.filter((r) => r.administrationId === administrationId);

describe('receivables seed', () => {
  it('is identical on every build and keeps other collections apart', () => {
    const again = buildSeedData();
    for (const name of ['customers', 'superDebtors', 'contacts', 'invoices', 'comments', 'attachments', 'customFieldDefinitions'] as const) {
      expect(JSON.stringify(again[name]), name).toBe(JSON.stringify(data[name]));
    }
    // More invoices do not reshuffle the customers.
    expect(buildSeedData({ invoices: 50 }).customers).toEqual(data.customers);
  });

  it.each([
    [NL, 'EUR', /^\d{4} [A-Z]{2}$/, /\.nl$/, /^\+31 /],
    [GB, 'GBP', /^[A-Z]{1,2}\d{1,2}[A-Z]? \d[A-Z]{2}$/, /\.co\.uk$|\.com$/, /^\+44 /],
  ])('gives %s 100 customers and 1,000 invoices that look like its country (%s)', (administrationId, _currency, postalCode, domain, phone) => {
    const customers = of(data.customers, administrationId);
    const invoices = of(data.invoices, administrationId);
    expect(customers).toHaveLength(100);
    expect(invoices).toHaveLength(1000);
    expect(new Set(customers.map((c) => c.name)).size).toBe(100);
    expect(new Set(customers.map((c) => c.number)).size).toBe(100);
    for (const customer of customers) {
      expect(customer.address.postalCode).toMatch(postalCode);
      if (customer.email && customer.kind === 'company') expect(customer.email).toMatch(domain);
      if (customer.phone) expect(customer.phone).toMatch(phone);
    }
    expect(customers.filter((c) => c.kind === 'person').length).toBeGreaterThan(3);
    expect(customers.some((c) => c.closed)).toBe(true);
    expect(customers.some((c) => c.dunningPaused)).toBe(true);
    expect(new Set(invoices.map((i) => i.number)).size).toBe(1000);
  });

  it('writes Dutch names for the Dutch administration and British ones for the British', () => {
    const nl = of(data.customers, NL).filter((c) => c.kind === 'company').map((c) => c.name).join(' ');
    const gb = of(data.customers, GB).filter((c) => c.kind === 'company').map((c) => c.name).join(' ');
    expect(nl).toMatch(/B\.V\./);
    expect(nl).not.toMatch(/\bLtd\b/);
    expect(gb).toMatch(/\bLtd\b/);
    expect(gb).not.toMatch(/B\.V\./);
    expect(of(data.invoices, NL)[0]?.number).toMatch(/^20\d\d-\d{5}$/);
    expect(of(data.invoices, GB)[0]?.number).toMatch(/^INV-\d{7}$/);
  });

  it('spreads 18 months of invoices with a realistic aging: mostly paid, an overdue tail of 1 to 180+ days', () => {
    for (const administrationId of [NL, GB]) {
      const invoices = of(data.invoices, administrationId);
      const issued = invoices.map((i) => dayNumber(i.issueDate));
      expect(Math.max(...issued)).toBeLessThanOrEqual(reference);
      expect(reference - Math.min(...issued)).toBeGreaterThan(500);
      expect(reference - Math.min(...issued)).toBeLessThanOrEqual(548);
      const open = invoices.filter((i) => i.outstanding !== '0.00');
      const paidShare = 1 - open.length / invoices.length;
      expect(paidShare).toBeGreaterThan(0.75);
      expect(paidShare).toBeLessThan(0.95);
      const ages = open.map((i) => reference - dayNumber(i.dueDate)).filter((age) => age > 0);
      const buckets = [ages.filter((a) => a <= 30), ages.filter((a) => a > 30 && a <= 60), ages.filter((a) => a > 60 && a <= 90), ages.filter((a) => a > 90 && a <= 180), ages.filter((a) => a > 180)];
      for (const bucket of buckets.slice(0, 4)) expect(bucket.length).toBeGreaterThan(0);
      // Youngest debt is the largest group of the tail.
      expect(buckets[0]?.length).toBeGreaterThan(buckets[3]?.length ?? 0);
      expect(open.some((i) => reference < dayNumber(i.dueDate))).toBe(true);
      expect(invoices.filter((i) => i.disputed).length).toBeGreaterThan(0);
      expect(invoices.filter((i) => i.dunningPaused).length).toBeGreaterThan(0);
      expect(invoices.filter((i) => i.forCollection).length).toBeGreaterThan(0);
      expect(invoices.filter((i) => i.inArrangement).length).toBeGreaterThan(0);
      expect(invoices.filter((i) => i.creditNotes.length > 0).length).toBeGreaterThan(10);
    }
  });

  it('keeps money as two-decimal strings that add up', () => {
    for (const invoice of data.invoices) {
      expect(invoice.amount).toMatch(MONEY);
      expect(invoice.outstanding).toMatch(MONEY);
      const credited = invoice.creditNotes.reduce((sum, note) => sum.plus(note.amount), new Big(0));
      for (const note of invoice.creditNotes) expect(new Big(note.amount).lt(0)).toBe(true);
      expect(new Big(invoice.outstanding).gte(0)).toBe(true);
      expect(new Big(invoice.outstanding).lte(new Big(invoice.amount).plus(credited))).toBe(true);
    }
    for (const customer of data.customers) if (customer.creditLimit !== null) expect(customer.creditLimit).toMatch(MONEY);
  });

  it('groups customers in 3 to 5 super debtors per administration, named after their group', () => {
    for (const administrationId of [NL, GB]) {
      const groups = of(data.superDebtors, administrationId);
      expect(groups.length).toBeGreaterThanOrEqual(3);
      expect(groups.length).toBeLessThanOrEqual(5);
      for (const group of groups) {
        const members = data.customers.filter((c) => c.superDebtorId === group.id);
        expect(members.length).toBeGreaterThanOrEqual(3);
        expect(members.every((m) => m.administrationId === administrationId)).toBe(true);
      }
    }
  });

  it('gives every customer with contacts exactly one primary contact, and comments and attachments to some', () => {
    const primaries = new Map<string, number>();
    for (const contact of data.contacts) if (contact.primary) primaries.set(contact.customerId, (primaries.get(contact.customerId) ?? 0) + 1);
    const withContacts = new Set(data.contacts.map((c) => c.customerId));
    for (const customerId of withContacts) expect(primaries.get(customerId), customerId).toBe(1);
    expect(new Set(data.comments.map((c) => c.ownerKind))).toEqual(new Set(['customer', 'invoice', 'superDebtor']));
    expect(data.attachments.length).toBeGreaterThan(5);
    for (const attachment of data.attachments) expect(atob(attachment.body).startsWith('%PDF-')).toBe(true);
  });
});
