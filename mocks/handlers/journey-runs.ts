/**
 * The journeys' runner and forecast, on the pure rules of `#lib/journeys/model/forecast`: each
 * administration's journeys run once a day against the mock's one reference day (`today`: the
 * handler clock's day plus the days a developer moved the mock on with POST /__mock/journeys/advance). A run takes the steps due
 * since the last run for every invoice its customer's journey covers, unless the invoice is paused
 * that day: e-mails and letters become sent items (in one batch per step and run, so they appear in
 * /communication), SMS and WhatsApp text messages, call tasks and handovers go through
 * ./journey-effects.ts. Every step taken is kept (journeyActions) with what it made, and the
 * invoice's `journeyStep` names the last one.
 */
import {
  journeyTimeline,
  nextDays,
  stepsToRun,
  type ForecastInvoice,
  type InvoiceJourneyState,
  type Pause,
  type RunClock,
} from '#lib/journeys/model/forecast';
import { renderMessage } from '#lib/message-render';
import type { MockDb } from '../db/db';
import type { CustomerRecord, InvoiceRecord } from '../db/receivables-schemas';
import type { JourneyActionRecord, JourneyRecord } from '../db/schemas';
import { messageFactsOf } from './communication';
import { emailWithContent, messageLanguage } from '../media/message-content';
import { contentSettingsOf } from './content-settings';
import { createCallTask, handOver } from './journey-effects';
import { invoiceState, isZero, movedDays, patchRecord, recordsOf, today, type Today } from './receivables';
import type { HandlerContext } from './context';

export function clockOf(db: MockDb, administrationId: string) {
  const clock = db.journeyClocks.findFirst((q) => q.where({ administrationId }));
  if (!clock) throw new Error(`No journey clock for ${administrationId}`);
  return clock;
}

/** The journeys' today (the mock's one reference day, `today`) and last run in an administration. */
export function runClock(ctx: HandlerContext, administrationId: string): RunClock {
  const clock = clockOf(ctx.store.db, administrationId);
  return { today: today(ctx).iso, lastRun: clock.lastRun };
}

/**
 * Moves the mock's one reference day on by one (every administration's: invoices fall overdue and
 * tasks due today become overdue everywhere) and runs every administration's journeys on it.
 */
export async function advanceMockDay(ctx: HandlerContext) {
  const { db } = ctx.store;
  const moved = movedDays(db) + 1;
  for (const clock of db.journeyClocks.all()) patchRecord(clock, { advancedDays: moved });
  const runs = [];
  for (const administration of db.administrations.all()) runs.push(await runJourneys(ctx, administration.id));
  return runs;
}

/** What holds an invoice's dunning: an open issue, an active plan, its own or its customer's pause. */
export function pausesOf(invoice: InvoiceRecord, customer: CustomerRecord | undefined): Pause[] {
  const pauses: Pause[] = [];
  if (invoice.disputed) pauses.push({ kind: 'dispute', until: null });
  if (invoice.inArrangement) pauses.push({ kind: 'arrangement', until: null });
  if (invoice.dunningPaused) pauses.push({ kind: 'manual', until: invoice.pausedUntil });
  if (customer?.dunningPaused) pauses.push({ kind: 'manual', until: customer.pausedUntil });
  return pauses;
}

export function actionsByInvoice(db: MockDb, administrationId: string): Map<string, JourneyActionRecord[]> {
  const byInvoice = new Map<string, JourneyActionRecord[]>();
  for (const action of recordsOf(db.journeyActions.all(), administrationId)) {
    const list = byInvoice.get(action.invoiceId);
    if (list) list.push(action);
    else byInvoice.set(action.invoiceId, [action]);
  }
  return byInvoice;
}

export function invoiceJourneyState(invoice: InvoiceRecord, customer: CustomerRecord | undefined, journey: JourneyRecord, actions: readonly JourneyActionRecord[], now: Today): InvoiceJourneyState {
  const state = invoiceState(invoice, customer, now);
  return {
    dueDate: invoice.dueDate,
    open: !state.settled && !invoice.forCollection && !isZero(invoice.outstanding),
    pauses: pausesOf(invoice, customer),
    done: actions.filter((action) => action.journeyId === journey.id).map((action) => ({ stepId: action.stepId, on: action.on })),
  };
}

interface Covered {
  invoice: InvoiceRecord;
  customer: CustomerRecord;
  journey: JourneyRecord;
  state: InvoiceJourneyState;
}

/** Every open invoice of the administration whose customer follows a journey, with its state. */
export function coveredInvoices(ctx: HandlerContext, administrationId: string): Covered[] {
  const { db } = ctx.store;
  const now = today(ctx);
  const journeys = new Map(recordsOf(db.journeys.all(), administrationId).map((journey) => [journey.id, journey]));
  const customers = new Map(recordsOf(db.customers.all(), administrationId).filter((c) => c.journey).map((customer) => [customer.id, customer]));
  const actions = actionsByInvoice(db, administrationId);
  const covered: Covered[] = [];
  for (const invoice of recordsOf(db.invoices.all(), administrationId)) {
    if (isZero(invoice.outstanding) || invoice.forCollection) continue;
    const customer = customers.get(invoice.customerId);
    const journey = customer?.journey ? journeys.get(customer.journey.id) : undefined;
    if (!customer || !journey) continue;
    covered.push({ invoice, customer, journey, state: invoiceJourneyState(invoice, customer, journey, actions.get(invoice.id) ?? [], now) });
  }
  return covered;
}

/** The next seven runs of the administration. */
export function forecastDays(ctx: HandlerContext, administrationId: string) {
  const clock = runClock(ctx, administrationId);
  const covered = coveredInvoices(ctx, administrationId);
  const forecast: ForecastInvoice[] = covered.map(({ invoice, journey, state }) => ({ id: invoice.id, steps: journey.steps, ...state }));
  return { clock, covered, days: nextDays(forecast, clock) };
}

/** An invoice's timeline (null journey: its customer follows none). */
export function invoiceTimeline(ctx: HandlerContext, invoice: InvoiceRecord) {
  const { db } = ctx.store;
  const customer = db.customers.findFirst((q) => q.where({ id: invoice.customerId, administrationId: invoice.administrationId }));
  const journey = customer?.journey ? db.journeys.findFirst((q) => q.where({ id: customer.journey!.id, administrationId: invoice.administrationId })) : undefined;
  if (!journey) return null;
  const actions = db.journeyActions.findMany((q) => q.where({ invoiceId: invoice.id, administrationId: invoice.administrationId }));
  const clock = runClock(ctx, invoice.administrationId);
  const state = invoiceJourneyState(invoice, customer, journey, actions, today(ctx));
  const made = new Map(actions.filter((a) => a.journeyId === journey.id).map((a) => [a.stepId, a.made]));
  return { journey, clock, entries: journeyTimeline(journey.steps, state, clock).map((entry) => ({ ...entry, made: made.get(entry.stepId) ?? null })) };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Runs the administration's journeys on the reference day: every covered invoice gets the steps
 * due since the last run unless paused that day. Answers what was made.
 */
async function runJourneys(ctx: HandlerContext, administrationId: string) {
  const { db } = ctx.store;
  const clock = clockOf(db, administrationId);
  const day = runClock(ctx, administrationId).today;
  const at = `${day}T07:00:00.000Z`;
  const templates = new Map(recordsOf(db.templates.all(), administrationId).map((t) => [t.id, t]));
  const batches = new Map<string, string>();
  const made = { email: 0, letter: 0, sms: 0, whatsapp: 0, call: 0, handover: 0 };
  const content = contentSettingsOf(db, administrationId);
  for (const { invoice, customer, journey, state } of coveredInvoices(ctx, administrationId)) {
    for (const step of stepsToRun(journey.steps, state, clock.lastRun, day)) {
      const template = step.templateId ? templates.get(step.templateId) : undefined;
      // What the customer receives is the step's template for this invoice, filled by the one
      // renderer as the composer's sends are (the customer's language, the administration's
      // money and details); a step without a template names itself and the invoice.
      const subject = `${template?.name ?? step.name} – ${invoice.number}`;
      const html = template ? renderMessage(template.hml, messageFactsOf(ctx, administrationId, customer, [invoice], { name: null })).html : `<p>${escapeHtml(customer.name)}</p><p>${escapeHtml(subject)}</p>`;
      const owned = { administrationId, customerId: customer.id, customerName: customer.name, invoiceIds: [invoice.id], invoiceNumbers: [invoice.number] };
      let result: JourneyActionRecord['made'] = null;
      if (step.action === 'email' || step.action === 'letter') {
        const batchKey = `${step.action}|${step.id}`;
        let batchId = batches.get(batchKey);
        if (!batchId) {
          batchId = `bat-${administrationId.split('-')[1] ?? 'x'}-${day.replaceAll('-', '')}-${crypto.randomUUID().slice(0, 6)}`;
          await db.messageBatches.create({ id: batchId, administrationId, media: step.action, name: `${step.name} (${journey.name})`, createdAt: at.replace('.000Z', 'Z') });
          batches.set(batchKey, batchId);
        }
        const language = template?.language ?? messageLanguage(customer.language, content);
        const sent = { id: '', ...owned, subject, html, sentAt: at.replace('.000Z', 'Z'), sentBy: null, batchId, language, templateId: step.templateId };
        if (step.action === 'email') {
          const id = `eml-jrn-${crypto.randomUUID().slice(0, 8)}`;
          // Signed and with the legal line as every e-mail to a debtor (../media/message-content.ts).
          await db.emails.create({ ...sent, html: emailWithContent(html, content, { template: template !== undefined }), id, to: customer.email ?? 'unknown@example.invalid', cc: [], status: 'queued', attachments: [] });
          result = { kind: 'email', id };
        } else {
          const id = `ltr-jrn-${crypto.randomUUID().slice(0, 8)}`;
          const address = [customer.name, customer.address.street, `${customer.address.postalCode} ${customer.address.city}`].join('\n');
          await db.letters.create({ ...sent, id, address, status: 'printed' });
          result = { kind: 'letter', id };
        }
        made[step.action] += 1;
      } else if (step.action === 'sms' || step.action === 'whatsapp') {
        const id = `txt-jrn-${crypto.randomUUID().slice(0, 8)}`;
        await db.textMessages.create({ id, ...owned, channel: step.action, phoneNumber: customer.phone ?? '', text: subject, status: 'queued', sentAt: at.replace('.000Z', 'Z') });
        result = { kind: 'text-message', id };
        made[step.action] += 1;
      } else if (step.action === 'call-task') {
        result = { kind: 'task', id: await createCallTask(db, invoice, journey, step.name, day) };
        made.call += 1;
      } else {
        const caseId = await handOver(db, invoice, journey, step.name, day);
        if (caseId) {
          result = { kind: 'collection-case', id: caseId };
          made.handover += 1;
        }
      }
      await db.journeyActions.create({ id: `jra-${invoice.id}-${step.id}-${day}`, administrationId, invoiceId: invoice.id, journeyId: journey.id, stepId: step.id, on: day, made: result });
      patchRecord(invoice, { journeyStep: { name: step.name, sentOn: day }, version: invoice.version + 1 });
    }
  }
  patchRecord(clock, { lastRun: day });
  return { administrationId, day, made };
}
