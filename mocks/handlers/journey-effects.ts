/**
 * What a journey's call-task and handover steps do when the runner takes them: a call task in the
 * tasks area for the invoice's customer, and a handover of the invoice to collection. The runner
 * keeps which step ran (journeyActions) with the id of the task or case made, so the invoice's
 * timeline links it.
 */
import type { MockDb } from '../db/db';
import type { InvoiceRecord } from '../db/receivables-schemas';
import type { JourneyRecord } from '../db/schemas';
import { dayOfDate } from './receivables';
import { handOverInvoices } from './for-collection';
import { createJourneyCallTask } from './tasks';
import { ProblemError } from './problem';

type Journey = Pick<JourneyRecord, 'id' | 'name'>;

/** A call task due on the step's day, for the queue (unassigned), linked to the invoice. */
export async function createCallTask(db: MockDb, invoice: InvoiceRecord, journey: Journey, stepName: string, day: string): Promise<string> {
  return (await createJourneyCallTask(db, invoice, journey, stepName, day)).id;
}

/**
 * The invoice handed over to collection on the step's day (a case at stage "new"), which ends its
 * journey. An invoice the collection rules refuse (paid or disputed meanwhile, already handed over)
 * stays where it is: the step reads as taken (linking nothing), and nothing is handed over twice.
 */
export async function handOver(db: MockDb, invoice: InvoiceRecord, journey: Journey, stepName: string, day: string): Promise<string | null> {
  try {
    const [made] = await handOverInvoices(db, invoice.administrationId, [invoice.id], `${journey.name}: ${stepName}`, {
      by: journey.name,
      at: new Date(`${day}T07:00:00Z`),
      now: { day: dayOfDate(day), iso: day },
    });
    return made?.id ?? null;
  } catch (error) {
    if (error instanceof ProblemError && error.status === 422) return null;
    throw error;
  }
}
