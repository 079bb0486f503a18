import Big from 'big.js';
import type { MockDb, StoredRecord } from '../db/db';
import type { ArrangementRecord } from '../db/schemas';
import { dayNumber, isoDay } from '../seed/days';
import { isoSeconds } from '../seed/templates';
import type { HandlerContext } from './context';
import { patchRecord, recordsOf, today, type Today } from './receivables';

/**
 * The pausing rules of DOMAIN.md, decided in one place: whether an invoice is disputed (an open or
 * in-progress issue covers it) and whether it is in an arrangement (an active payment plan covers
 * it). Every handler that creates or changes an issue or an arrangement, or links invoices to one,
 * calls `applyPausingRules` with the invoices it touched, and every read of arrangements or invoices
 * first settles the plans that missed an instalment (`settlePlans`), so the invoice's stored flags (which the
 * invoice, customer and super-debtor views derive status and balances from) always say what the
 * issues and arrangements say. The UI never decides this: it shows what the server answered.
 */

type Invoice = StoredRecord<'invoices'>;

/** Whether an issue that pauses dunning (open or in progress) covers the invoice. */
export function isDisputed(db: MockDb, invoice: Invoice): boolean {
  // Resolved and rejected issues no longer pause: only open or in-progress ones covering it count.
  return db.issues
    .findMany((q) => q.where({ administrationId: invoice.administrationId }))
    .some((issue) => (issue.status === 'open' || issue.status === 'in-progress') && issue.invoiceIds.includes(invoice.id));
}

/** Whether an active arrangement covers the invoice. */
export function isInArrangement(db: MockDb, invoice: Invoice): boolean {
  // Proposed, completed, broken and cancelled plans do not pause dunning; only an active one does.
  return db.arrangements.all().some(
    (arrangement) => arrangement.administrationId === invoice.administrationId && arrangement.status === 'active' && arrangement.invoiceIds.includes(invoice.id),
  );
}

/**
 * Brings the stored `disputed` / `inArrangement` flags of the given invoices in line with the
 * issues and arrangements that cover them. Resolving one issue resumes an invoice only when nothing
 * else still pauses it: each flag is recomputed from every source, never just switched off.
 */
export async function applyPausingRules(db: MockDb, administrationId: string, invoiceIds: Iterable<string>): Promise<void> {
  for (const id of new Set(invoiceIds)) {
    const invoice = db.invoices.findFirst((q) => q.where({ id, administrationId }));
    if (!invoice) continue;
    const disputed = isDisputed(db, invoice);
    const inArrangement = isInArrangement(db, invoice);
    if (disputed === invoice.disputed && inArrangement === invoice.inArrangement) continue;
    await db.invoices.update(invoice, {
      data(draft) {
        draft.disputed = disputed;
        draft.inArrangement = inArrangement;
        draft.version = invoice.version + 1;
      },
    });
  }
}

/** The first instalment not fully paid whose due date has passed, if any. */
export function missedInstalment(record: ArrangementRecord, now: Today) {
  return record.instalments.find((instalment) => instalment.dueDate < now.iso && new Big(instalment.paid).lt(instalment.amount));
}

/**
 * Breaks the administration's active plans that missed an instalment (as of `now`): broken since
 * the day after the missed due date, and their invoices resumed unless something else still
 * pauses them. Answers whether anything changed (the caller then commits).
 */
export async function settleArrangements(db: MockDb, administrationId: string, now: Today, at: Date): Promise<boolean> {
  const touched: string[] = [];
  for (const record of recordsOf(db.arrangements.all(), administrationId)) {
    if (record.status !== 'active') continue;
    const missed = missedInstalment(record, now);
    if (!missed) continue;
    patchRecord(record, { status: 'broken', brokenSince: isoDay(dayNumber(missed.dueDate) + 1), updatedAt: isoSeconds(at), version: record.version + 1 });
    touched.push(...record.invoiceIds);
  }
  if (touched.length > 0) await applyPausingRules(db, administrationId, touched);
  return touched.length > 0;
}

/**
 * What every read of arrangements or invoices does first: settles the administration's plans
 * against the handler clock (a read can break a plan) and commits when one broke. Answers today.
 */
export async function settlePlans(ctx: HandlerContext, administrationId: string): Promise<Today> {
  const now = today(ctx);
  if (await settleArrangements(ctx.store.db, administrationId, now, ctx.options.now())) ctx.store.commit();
  return now;
}
