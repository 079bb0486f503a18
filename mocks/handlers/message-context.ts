/**
 * What a message can say beyond the customer and its invoices: the payment plan, the dispute, the
 * last payment and the promise to pay it is about. The templates write them as `arrangement.*`,
 * `issue.*`, `payment.*` (the placeholder catalogue, seed/fixtures.ts); without them a plan's
 * confirmation or a thank-you for a payment would reach the debtor with gaps ("… uiterlijk op .").
 *
 * Inferred: not in the spec. Which record a message speaks of: one about the message's invoices
 * first (a plan or dispute covering one of them, a payment allocated to one, a call about one),
 * else the customer's; of those, the live one (a running or proposed plan, an open dispute), then
 * the latest. A plan completed or cancelled is no longer spoken of. Statutory collection costs are
 * those of the invoices together, as a hand-over to collection counts them (`#lib/collection-costs`).
 */
import Big from 'big.js';
import { collectionCosts, type CostCountry } from '#lib/collection-costs';
import { issueStatusText, type FactValue } from '#lib/message-render';
import type { MockDb } from '../db/db';
import type { CustomerRecord, InvoiceRecord } from '../db/receivables-schemas';

type Touching = { invoiceIds: readonly string[] };

/**
 * The record a message about `invoiceIds` speaks of: one touching them before one that does not,
 * then one `live` before one that is not, then the latest by `when`.
 */
function pick<T extends Touching>(records: readonly T[], invoiceIds: ReadonlySet<string>, live: (record: T) => boolean, when: (record: T) => string): T | undefined {
  const rank = (record: T) => (record.invoiceIds.some((id) => invoiceIds.has(id)) ? 2 : 0) + (live(record) ? 1 : 0);
  let best: T | undefined;
  for (const record of records) {
    if (!best || rank(record) > rank(best) || (rank(record) === rank(best) && when(record) > when(best))) best = record;
  }
  return best;
}

const ofCustomer = <T extends { administrationId: string; customerId: string | null }>(records: readonly T[], administrationId: string, customerId: string) =>
  records.filter((record) => record.administrationId === administrationId && record.customerId === customerId);

/** The arrangement.* facts: the plan's instalments (without a down payment), the next one unpaid, the total. */
function arrangementFacts(db: MockDb, administrationId: string, customerId: string, invoiceIds: ReadonlySet<string>): Record<string, FactValue> {
  const plans = ofCustomer(db.arrangements.all(), administrationId, customerId).filter((plan) => plan.status !== 'completed' && plan.status !== 'cancelled');
  const plan = pick(plans, invoiceIds, (candidate) => candidate.status !== 'proposed', (candidate) => candidate.updatedAt);
  if (!plan) return {};
  const next = plan.instalments.find((instalment) => new Big(instalment.paid).lt(instalment.amount)) ?? plan.instalments.at(-1);
  return {
    'arrangement.instalmentCount': String(plan.instalments.filter((instalment) => !instalment.downPayment).length),
    'arrangement.instalmentAmount': next ? { amount: next.amount } : null,
    'arrangement.nextDueDate': next ? { date: next.dueDate } : null,
    'arrangement.totalAmount': { amount: plan.total },
  };
}

/** The issue.* facts: its number, its category (in the administration's words), its status in the message's language. */
function issueFacts(db: MockDb, administrationId: string, customerId: string, invoiceIds: ReadonlySet<string>, language: string): Record<string, FactValue> {
  const issues = ofCustomer(db.issues.all(), administrationId, customerId);
  const issue = pick(issues, invoiceIds, (candidate) => candidate.status === 'open' || candidate.status === 'in-progress', (candidate) => candidate.updatedAt);
  if (!issue) return {};
  const category = db.issueCategories.findFirst((q) => q.where({ id: issue.categoryId, administrationId }));
  return {
    'issue.number': issue.number,
    'issue.category': category?.name ?? null,
    'issue.status': issueStatusText(issue.status, language),
  };
}

/** The payment.* facts: the customer's last payment received, and the day of the last promise to pay. */
function paymentFacts(db: MockDb, administrationId: string, customerId: string, invoiceIds: ReadonlySet<string>): Record<string, FactValue> {
  const payments = ofCustomer(db.settledPayments.all(), administrationId, customerId).map((payment) => ({ ...payment, invoiceIds: payment.allocations.map((a) => a.invoiceId) }));
  const payment = pick(payments, invoiceIds, () => true, (candidate) => `${candidate.receivedOn}${candidate.createdAt}`);
  const promises = ofCustomer(db.calls.all(), administrationId, customerId).filter((call) => call.promise);
  const promise = pick(promises, invoiceIds, () => true, (call) => call.at)?.promise;
  return {
    'payment.amount': payment ? { amount: payment.amount } : null,
    'payment.date': payment ? { date: payment.receivedOn } : null,
    'payment.reference': payment ? (payment.reference ?? payment.number) : null,
    'payment.promisedDate': promise ? { date: promise.date } : null,
  };
}

/** The facts of the customer's plan, dispute, payments and promises that a message about `invoices` speaks of. */
export function messageContextFacts(
  db: MockDb,
  administrationId: string,
  customer: CustomerRecord,
  invoices: readonly InvoiceRecord[],
  language: string,
): Record<string, FactValue> {
  const invoiceIds = new Set(invoices.map((invoice) => invoice.id));
  return {
    ...arrangementFacts(db, administrationId, customer.id, invoiceIds),
    ...issueFacts(db, administrationId, customer.id, invoiceIds, language),
    ...paymentFacts(db, administrationId, customer.id, invoiceIds),
  };
}

/** The statutory collection costs of each invoice alone, and of them together (what a message states). */
export function messageCollectionCosts(db: MockDb, administrationId: string, invoices: readonly InvoiceRecord[], asOf: string): { each: Map<string, string>; together: string | null } {
  const country: CostCountry = db.administrations.findFirst((q) => q.where({ id: administrationId }))?.country === 'GB' ? 'GB' : 'NL';
  const costOf = (some: readonly InvoiceRecord[]) =>
    collectionCosts({ country, invoices: some.map((i) => ({ invoiceId: i.id, number: i.number, outstanding: i.outstanding, dueDate: i.dueDate })), asOf }).total;
  return {
    each: new Map(invoices.map((invoice) => [invoice.id, costOf([invoice])])),
    together: invoices.length === 0 ? null : costOf(invoices),
  };
}
