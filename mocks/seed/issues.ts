/**
 * The seeded issues of both administrations, consistent with the seeded invoices: every invoice
 * seeded `disputed` gets an open or in-progress issue covering it (one per customer, with all of
 * that customer's disputed invoices), and `perAdministration` historical issues (resolved or
 * rejected) cover invoices that are not disputed, so the pausing rules (handlers/pausing.ts) find
 * exactly the seeded flags. Categories and departments are fixed per administration; the history
 * tells each issue's story (opened, taken in progress, resolved or rejected). Deterministic: the
 * same size gives the same records.
 */
import type { SeedContext } from '../db/collections';
import type { DepartmentRecord, IssueCategoryRecord, IssueHistoryRecord, IssueRecord, IssueStatusValue } from '../db/issue-schemas';
import type { InvoiceRecord } from '../db/receivables-schemas';
import { administrationFixtures, SEED_IDS, SEED_REFERENCE_DATE, userFixtures, type AdministrationFixture } from './fixtures';
import { createRandom, type Random } from './prng';
import { isoSeconds } from './templates';

const DAY_MS = 24 * 60 * 60 * 1000;

const CATEGORIES: Record<string, readonly (readonly [string, string])[]> = {
  NL: [
    ['quality', 'Kwaliteitsklacht'],
    ['price', 'Prijs of korting'],
    ['delivery', 'Levering niet ontvangen'],
    ['duplicate', 'Dubbel gefactureerd'],
    ['question', 'Vraag over factuur'],
  ],
  GB: [
    ['quality', 'Quality complaint'],
    ['price', 'Price or discount'],
    ['delivery', 'Delivery not received'],
    ['duplicate', 'Invoiced twice'],
    ['question', 'Question about an invoice'],
  ],
};

const DEPARTMENTS: Record<string, readonly (readonly [string, string])[]> = {
  NL: [
    ['credit', 'Credit control NL'],
    ['sales', 'Verkoop binnendienst'],
  ],
  GB: [
    ['credit', 'Credit control UK'],
    ['sales', 'Sales support'],
  ],
};

const DESCRIPTIONS: Record<string, Record<string, readonly string[]>> = {
  NL: {
    quality: ['De klant meldt dat de geleverde installatie niet goed werkt en wil eerst een monteur.', 'Onderdelen waren beschadigd bij aflevering; klant betaalt niet tot vervanging.'],
    price: ['Klant verwacht de afgesproken projectkorting van 5% op deze factuur.', 'Het uurtarief wijkt af van de offerte volgens de klant.'],
    delivery: ['Klant zegt de materialen nooit ontvangen te hebben.', 'Pakbon ontbreekt; klant vraagt om bewijs van levering.'],
    duplicate: ['Deze factuur is volgens de klant al eerder gefactureerd.'],
    question: ['Klant vraagt om een specificatie van de gewerkte uren.', 'Klant wil weten welk project deze factuur betreft.'],
  },
  GB: {
    quality: ['The customer reports the goods arrived damaged and will not pay until replaced.', 'Service visit did not fix the fault; the customer disputes the call-out charge.'],
    price: ['The customer expects the agreed 5% volume discount on this invoice.', 'The rate charged differs from the quotation, the customer says.'],
    delivery: ['The customer says the consignment never arrived.', 'Proof of delivery requested before payment.'],
    duplicate: ['According to the customer this was invoiced before.'],
    question: ['The customer asks for a breakdown of the hours charged.', 'The customer wants the purchase order number on the invoice.'],
  },
};

const countryOf = (admin: AdministrationFixture) => (admin.country === 'NL' ? 'NL' : 'GB');

export function seedIssueCategories(): IssueCategoryRecord[] {
  return administrationFixtures.flatMap((admin) =>
    (CATEGORIES[countryOf(admin)] ?? []).map(([key, name]) => ({ id: `icat-${admin.code}-${key}`, administrationId: admin.id, name, version: 1 })),
  );
}

/** Who is in each seeded department (by the department's key), per country. */
const DEPARTMENT_MEMBERS: Record<string, Record<string, readonly string[]>> = {
  NL: { credit: [SEED_IDS.users.anna, SEED_IDS.users.sanne], sales: [SEED_IDS.users.pieter] },
  GB: { credit: [SEED_IDS.users.james], sales: [SEED_IDS.users.anna] },
};

export function seedDepartments(): DepartmentRecord[] {
  return administrationFixtures.flatMap((admin) =>
    (DEPARTMENTS[countryOf(admin)] ?? []).map(([key, name]) => ({
      id: `dep-${admin.code}-${key}`,
      administrationId: admin.id,
      name,
      memberIds: [...(DEPARTMENT_MEMBERS[countryOf(admin)]?.[key] ?? [])],
      version: 1,
    })),
  );
}

/** Members of the administration who work issues (hold Manage_Issues). */
function staffOf(admin: AdministrationFixture) {
  return userFixtures.filter((user) => user.memberships.some((m) => m.administrationId === admin.id && m.permissions.includes('Manage_Issues')));
}

interface Draft {
  customerId: string;
  invoiceIds: string[];
  status: IssueStatusValue;
  createdDay: number;
}

function issuesOf(admin: AdministrationFixture, historical: number, invoices: readonly InvoiceRecord[]): IssueRecord[] {
  const random = createRandom(`issues:${admin.id}`);
  const reference = Date.parse(SEED_REFERENCE_DATE);
  const own = invoices.filter((invoice) => invoice.administrationId === admin.id);
  const drafts: Draft[] = [];

  // Open and in-progress: one per customer, over all its disputed invoices (in number order).
  const disputedByCustomer = new Map<string, InvoiceRecord[]>();
  for (const invoice of own) {
    if (!invoice.disputed) continue;
    disputedByCustomer.set(invoice.customerId, [...(disputedByCustomer.get(invoice.customerId) ?? []), invoice]);
  }
  for (const [customerId, list] of disputedByCustomer) {
    const newest = list.reduce((day, invoice) => Math.max(day, Date.parse(invoice.issueDate)), 0);
    const opened = Math.min(reference - DAY_MS, newest + random.int(5, 40) * DAY_MS);
    drafts.push({ customerId, invoiceIds: list.map((invoice) => invoice.id), status: random.next() < 0.55 ? 'open' : 'in-progress', createdDay: opened });
  }

  // Historical: resolved or rejected, on invoices that are not disputed now.
  const candidates = own.filter((invoice) => !invoice.disputed);
  for (let index = 0; index < historical && candidates.length > 0; index++) {
    const invoice = random.pick(candidates);
    const opened = Math.min(reference - 2 * DAY_MS, Date.parse(invoice.issueDate) + random.int(5, 60) * DAY_MS);
    drafts.push({ customerId: invoice.customerId, invoiceIds: [invoice.id], status: random.next() < 0.7 ? 'resolved' : 'rejected', createdDay: opened });
  }

  drafts.sort((a, b) => a.createdDay - b.createdDay || (a.customerId < b.customerId ? -1 : 1));
  const categories = CATEGORIES[countryOf(admin)] ?? [];
  const departments = DEPARTMENTS[countryOf(admin)] ?? [];
  const staff = staffOf(admin);
  return drafts.map((draft, index) => {
    const number = String(index + 1).padStart(5, '0');
    const [categoryKey = 'question'] = random.pick(categories);
    const creator = random.pick(staff);
    const assignee = pickAssignee(random, admin, departments, staff);
    const closed = draft.status === 'resolved' || draft.status === 'rejected';
    const updated = Math.min(reference, draft.createdDay + (draft.status === 'open' ? 0 : random.int(1, closed ? 60 : 20)) * DAY_MS);
    return {
      id: `iss-${admin.code}-${number}`,
      administrationId: admin.id,
      number: `IS-${number}`,
      customerId: draft.customerId,
      invoiceIds: draft.invoiceIds,
      categoryId: `icat-${admin.code}-${categoryKey}`,
      status: draft.status,
      assignee,
      description: random.pick(DESCRIPTIONS[countryOf(admin)]?.[categoryKey] ?? ['']),
      createdAt: isoSeconds(new Date(draft.createdDay)),
      createdById: creator?.id ?? 'usr-anna',
      createdByName: creator?.name ?? 'Anna de Vries',
      updatedAt: isoSeconds(new Date(updated)),
      version: draft.status === 'open' ? 1 : closed ? 3 : 2,
    };
  });
}

function pickAssignee(random: Random, admin: AdministrationFixture, departments: readonly (readonly [string, string])[], staff: readonly { id: string }[]): IssueRecord['assignee'] {
  const roll = random.next();
  if (roll < 0.15 || staff.length === 0) return null;
  if (roll < 0.55) return { kind: 'department', id: `dep-${admin.code}-${random.pick(departments)[0]}` };
  return { kind: 'user', id: random.pick(staff).id };
}

export function seedIssues(context: SeedContext): IssueRecord[] {
  const invoices = context.records('invoices');
  return administrationFixtures.flatMap((admin) => issuesOf(admin, context.perAdministration, invoices));
}

/** Each issue's story: opened, then taken in progress, then resolved or rejected, as its status says. */
export function seedIssueHistory(context: SeedContext): IssueHistoryRecord[] {
  return context.records('issues').flatMap((issue) => {
    const entry = (n: number, at: string, change: IssueHistoryRecord['change'], from: string | null, to: string | null): IssueHistoryRecord => ({
      id: `ihe-${issue.id.slice(4)}-${n}`,
      administrationId: issue.administrationId,
      issueId: issue.id,
      at,
      byId: issue.createdById,
      byName: issue.createdByName,
      change,
      from,
      to,
    });
    const entries = [entry(1, issue.createdAt, 'opened', null, null)];
    if (issue.status === 'open') return entries;
    const closed = issue.status === 'resolved' || issue.status === 'rejected';
    const started = closed ? isoSeconds(new Date((Date.parse(issue.createdAt) + Date.parse(issue.updatedAt)) / 2)) : issue.updatedAt;
    entries.push(entry(2, started, 'status', 'open', 'in-progress'));
    if (closed) entries.push(entry(3, issue.updatedAt, 'status', 'in-progress', issue.status));
    return entries;
  });
}
