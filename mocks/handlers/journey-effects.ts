/**
 * The seam to the areas other branches build (issue 24 parts 1 and 4): what a journey's call-task
 * and handover steps do when the runner takes them. Until those areas are merged this only keeps a
 * note of what it would do, so the step reads as done on the invoice's timeline.
 */
import type { MockDb } from '../db/db';
import type { InvoiceRecord } from '../db/receivables-schemas';

export interface JourneyEffect {
  readonly kind: 'call-task' | 'handover';
  readonly administrationId: string;
  readonly invoiceId: string;
  readonly customerId: string;
  readonly stepName: string;
  readonly day: string;
}

/** What the effects would have done, newest last (the last 500; development and tests read it). */
export const pendingEffects: JourneyEffect[] = [];
const KEPT = 500;
const note = (effect: JourneyEffect) => {
  pendingEffects.push(effect);
  if (pendingEffects.length > KEPT) pendingEffects.splice(0, pendingEffects.length - KEPT);
};

export function createCallTask(_db: MockDb, invoice: InvoiceRecord, stepName: string, day: string): void {
  // TODO(h-tasks): after the merge, call the tasks mock's task creation here (a task of type `call`
  // for the invoice's customer, linked to the invoice, due on `day`, titled `stepName`).
  note({ kind: 'call-task', administrationId: invoice.administrationId, invoiceId: invoice.id, customerId: invoice.customerId, stepName, day });
}

export function handOver(_db: MockDb, invoice: InvoiceRecord, stepName: string, day: string): void {
  // TODO(h-collect): after the merge, call the for-collection mock's handover here (a case at stage
  // `new` for the invoice, on `day`); it sets the invoice's `forCollection`, which ends its journey.
  note({ kind: 'handover', administrationId: invoice.administrationId, invoiceId: invoice.id, customerId: invoice.customerId, stepName, day });
}
