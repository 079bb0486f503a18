/**
 * The seeded collection cases, consistent with the seeded invoices at the reference date:
 * - every invoice seeded `forCollection` is held by an open case of its customer (one case per
 *   customer holding all of them), the cases spread over every open stage (the first four of each
 *   administration are new, amicable, statutory notice and bailiff, so each stage exists at any
 *   scale); a statutory notice is running or has ended, a bailiff case has passed its notice;
 * - some closed cases (collected or withdrawn) over paid invoices long past due.
 * The cases follow the invoices (MOCK_SCALE grows both); one generator per administration.
 */
import type { SeedContext } from '../db/collections';
import type { InvoiceRecord } from '../db/receivables-schemas';
import type { CollectionCaseRecord } from '../db/schemas';
import { dayNumber, isoDay } from './days';
import { administrationFixtures, type AdministrationFixture } from './fixtures';
import { createRandom, type Random } from './prng';
import { REFERENCE_DAY } from './receivables';

type Stage = CollectionCaseRecord['stage'];
type Step = CollectionCaseRecord['history'][number];

const OPEN_STAGES: readonly Stage[] = ['new', 'amicable', 'statutory-notice', 'bailiff'];
const ORDER: readonly Stage[] = ['new', 'amicable', 'statutory-notice', 'bailiff', 'closed'];
/** Days of the statutory notice. */
export const NOTICE_DAYS = 14;

const STAFF: Record<string, readonly string[]> = { NL: ['Anna de Vries', 'Sanne Bakker'], GB: ['James Whitfield', 'Anna de Vries'] };
const REASONS: Record<string, readonly string[]> = {
  NL: ['Geen reactie op drie herinneringen en een telefoongesprek.', 'Betalingsbelofte twee keer niet nagekomen.', 'Klant onbereikbaar, post komt retour.'],
  GB: ['No reaction to three reminders and a call.', 'Promise to pay broken twice.', 'Customer unreachable, post returned.'],
};
const NOTES: Record<string, Partial<Record<Stage, string>>> = {
  NL: { amicable: 'Incassobureau heeft de klant aangeschreven.', 'statutory-notice': '14-dagenbrief verstuurd.', bailiff: 'Dossier naar de deurwaarder.', closed: 'Volledig betaald aan het incassobureau.' },
  GB: { amicable: 'Agency has written to the customer.', 'statutory-notice': 'Letter before action sent.', bailiff: 'Passed to the enforcement agent.', closed: 'Paid in full to the agency.' },
};

function stamp(day: number, random: Random): string {
  return `${isoDay(day)}T${String(random.int(8, 17)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00Z`;
}

/** The history of a case walked from its handover to `stage`, each step on a day up to the reference date. */
function walk(admin: AdministrationFixture, stage: Stage, handedOverDay: number, reason: string, random: Random): { history: Step[]; noticeEndsOn: string | null; days: number[] } {
  const staff = STAFF[admin.country] ?? STAFF.GB!;
  const notes = NOTES[admin.country] ?? NOTES.GB!;
  const history: Step[] = [{ at: stamp(handedOverDay, random), by: staff[0]!, from: null, to: 'new', note: reason }];
  const days = [handedOverDay];
  let noticeEndsOn: string | null = null;
  const target = ORDER.indexOf(stage);
  // The steps up to the target, spread over the days between the handover and the reference date.
  const steps = stage === 'closed' ? ['amicable', 'closed'] as Stage[] : ORDER.slice(1, target + 1);
  let day = handedOverDay;
  steps.forEach((to, index) => {
    const left = REFERENCE_DAY - day;
    const stepsLeft = steps.length - index;
    // A bailiff follows a notice of 14 days that has passed.
    const gap = to === 'bailiff' ? NOTICE_DAYS + random.int(1, 5) : Math.max(1, Math.min(left - (stepsLeft - 1) * 2, random.int(3, Math.max(3, Math.floor(left / stepsLeft)))));
    day = Math.min(REFERENCE_DAY, day + gap);
    if (to === 'statutory-notice') noticeEndsOn = isoDay(day + NOTICE_DAYS);
    history.push({ at: stamp(day, random), by: staff[random.int(0, staff.length - 1)]!, from: history.at(-1)!.to, to, note: notes[to] ?? null });
    days.push(day);
  });
  return { history, noticeEndsOn, days };
}

function caseOf(admin: AdministrationFixture, index: number, customerId: string, invoices: readonly InvoiceRecord[], stage: Stage, random: Random): CollectionCaseRecord {
  const reasons = REASONS[admin.country] ?? REASONS.GB!;
  const reason = reasons[index % reasons.length]!;
  const latestDue = Math.max(...invoices.map((invoice) => dayNumber(invoice.dueDate)));
  // Handed over at least a week after the last invoice fell due; early enough for the steps after it.
  const room = stage === 'bailiff' ? 45 : stage === 'statutory-notice' ? 25 : stage === 'amicable' ? 10 : 1;
  const earliest = Math.min(latestDue + 7, REFERENCE_DAY - room);
  const handedOverDay = Math.max(earliest, REFERENCE_DAY - random.int(room, room + 60));
  const { history, noticeEndsOn } = walk(admin, stage, handedOverDay, reason, random);
  const number = String(index + 1).padStart(4, '0');
  return {
    id: `collection-case-${admin.code}-${number}`,
    administrationId: admin.id,
    reference: `FC-${number}`,
    customerId,
    invoiceIds: invoices.map((invoice) => invoice.id),
    stage,
    outcome: stage === 'closed' ? (index % 2 === 0 ? 'collected' : 'withdrawn') : null,
    reason,
    handedOverAt: history[0]!.at,
    handedOverBy: history[0]!.by,
    noticeEndsOn,
    history,
    createdAt: history[0]!.at,
    updatedAt: history.at(-1)!.at,
    version: history.length,
  };
}

function casesOf(admin: AdministrationFixture, invoices: readonly InvoiceRecord[]): CollectionCaseRecord[] {
  const random = createRandom(`for-collection:${admin.id}`);
  const mine = invoices.filter((invoice) => invoice.administrationId === admin.id);
  const byCustomer = new Map<string, InvoiceRecord[]>();
  for (const invoice of mine) {
    if (!invoice.forCollection) continue;
    byCustomer.set(invoice.customerId, [...(byCustomer.get(invoice.customerId) ?? []), invoice]);
  }
  const cases: CollectionCaseRecord[] = [];
  [...byCustomer.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .forEach(([customerId, held], index) => {
      const stage = index < OPEN_STAGES.length ? OPEN_STAGES[index]! : random.pick(OPEN_STAGES);
      cases.push(caseOf(admin, cases.length, customerId, held, stage, random));
    });
  // Closed cases: paid invoices long past due of customers without an open case, one in 20 of them.
  const paidLongAgo = mine.filter((invoice) => Number(invoice.outstanding) === 0 && invoice.creditNotes.length === 0 && dayNumber(invoice.dueDate) < REFERENCE_DAY - 150 && !byCustomer.has(invoice.customerId));
  const closedCount = Math.max(2, Math.floor(paidLongAgo.length / 20));
  const taken = new Set<string>();
  for (const invoice of paidLongAgo) {
    if (taken.size >= closedCount) break;
    if (taken.has(invoice.customerId)) continue;
    taken.add(invoice.customerId);
    cases.push(caseOf(admin, cases.length, invoice.customerId, [invoice], 'closed', random));
  }
  return cases;
}

export function seedForCollection({ records }: SeedContext): CollectionCaseRecord[] {
  const invoices = records('invoices');
  return administrationFixtures.flatMap((admin) => casesOf(admin, invoices));
}
