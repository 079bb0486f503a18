/**
 * What a dunning journey does to an invoice, decided in one place (DOMAIN.md "Journey"): the mock's
 * runner and forecast use it, and the app only shows what the server answered.
 *
 * A step is taken `offsetDays` after the invoice's due date (negative: before it), on calendar days
 * in UTC. The runner runs once per day: moving the reference day from `lastRun` to a later day takes
 * every step dated after `lastRun` up to that day that is not done yet, unless the invoice is paused
 * (dispute, active plan, manual pause) on the day it runs. A step whose date passed before the last
 * run without being taken is skipped for good, so lifting a pause never sends a pile of reminders.
 */

export const JOURNEY_ACTIONS = ['email', 'letter', 'sms', 'whatsapp', 'call-task', 'handover'] as const;
export type JourneyAction = (typeof JOURNEY_ACTIONS)[number];

export const PAUSE_KINDS = ['dispute', 'arrangement', 'manual'] as const;
export type PauseKind = (typeof PAUSE_KINDS)[number];

export interface StepInput {
  readonly id: string;
  readonly offsetDays: number;
  readonly action: JourneyAction;
}

export interface Pause {
  readonly kind: PauseKind;
  /** The last day the pause holds (inclusive); null: until lifted. */
  readonly until: string | null;
}

export interface DoneStep {
  readonly stepId: string;
  /** The day the runner took it. */
  readonly on: string;
}

export interface InvoiceJourneyState {
  readonly dueDate: string;
  /** Still dunned: something outstanding, not handed over, not credited. */
  readonly open: boolean;
  readonly pauses: readonly Pause[];
  readonly done: readonly DoneStep[];
}

export interface RunClock {
  /** The last day the runner ran through. */
  readonly lastRun: string;
  /** The mock's reference day (today, or later once moved on). */
  readonly today: string;
}

export type EntryState = 'done' | 'skipped' | 'planned' | 'paused' | 'stopped';

export interface TimelineEntry {
  readonly stepId: string;
  /** The step's day: due date + offset. */
  readonly date: string;
  readonly state: EntryState;
  /** done: the day it was taken; planned or paused: the day the runner will take it. */
  readonly on: string | null;
  /** paused: what holds it on that day. */
  readonly pausedBy: readonly PauseKind[];
  /** The first step still to come (planned or paused). */
  readonly next: boolean;
}

const DAY_MS = 86_400_000;

function dayNumber(iso: string): number {
  return Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS);
}

function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** `iso` moved on by `days` calendar days (negative: back). */
export function addDays(iso: string, days: number): string {
  return isoDay(dayNumber(iso) + days);
}

/** The day a step is taken for an invoice due on `dueDate`. */
export function stepDate(dueDate: string, offsetDays: number): string {
  return addDays(dueDate, offsetDays);
}

/** The pauses holding on `day`, in the order of PAUSE_KINDS. */
export function pausedOn(pauses: readonly Pause[], day: string): PauseKind[] {
  const holding = new Set(pauses.filter((pause) => pause.until === null || pause.until >= day).map((pause) => pause.kind));
  return PAUSE_KINDS.filter((kind) => holding.has(kind));
}

/** The day the runner takes a step dated `date`: its own day, or the next run when that has passed unrun. */
export function runDay(date: string, clock: RunClock): string | null {
  if (date <= clock.lastRun) return null;
  const next = addDays(clock.today, 1);
  return date <= clock.today ? next : date;
}

/** Steps in their order: by offset, then as listed (two steps may share a day). */
export function orderedSteps<S extends StepInput>(steps: readonly S[]): S[] {
  return steps.map((step, index) => ({ step, index })).sort((a, b) => a.step.offsetDays - b.step.offsetDays || a.index - b.index).map(({ step }) => step);
}

/** An invoice's timeline of its journey's steps: what was done, skipped, and what comes, with dates. */
export function journeyTimeline(steps: readonly StepInput[], invoice: InvoiceJourneyState, clock: RunClock): TimelineEntry[] {
  const doneOn = new Map(invoice.done.map((done) => [done.stepId, done.on]));
  let nextFound = false;
  return orderedSteps(steps).map((step) => {
    const date = stepDate(invoice.dueDate, step.offsetDays);
    const done = doneOn.get(step.id);
    if (done !== undefined) return { stepId: step.id, date, state: 'done', on: done, pausedBy: [], next: false };
    const on = runDay(date, clock);
    if (on === null) return { stepId: step.id, date, state: 'skipped', on: null, pausedBy: [], next: false };
    if (!invoice.open) return { stepId: step.id, date, state: 'stopped', on: null, pausedBy: [], next: false };
    const pausedBy = pausedOn(invoice.pauses, on);
    const next = !nextFound;
    nextFound = true;
    return { stepId: step.id, date, state: pausedBy.length > 0 ? 'paused' : 'planned', on, pausedBy, next };
  });
}

/** The steps the runner takes on `day` (the run that moves `lastRun` on to `day`). */
export function stepsToRun<S extends StepInput>(steps: readonly S[], invoice: InvoiceJourneyState, lastRun: string, day: string): S[] {
  if (!invoice.open || day <= lastRun || pausedOn(invoice.pauses, day).length > 0) return [];
  const done = new Set(invoice.done.map((entry) => entry.stepId));
  const due = orderedSteps(steps).filter((step) => {
    const date = stepDate(invoice.dueDate, step.offsetDays);
    return !done.has(step.id) && date > lastRun && date <= day;
  });
  // A handover ends the journey: nothing after it in the same run.
  const handover = due.findIndex((step) => step.action === 'handover');
  return handover === -1 ? due : due.slice(0, handover + 1);
}

export type ForecastKind = 'email' | 'letter' | 'sms' | 'whatsapp' | 'call' | 'handover';
export const FORECAST_KINDS: readonly ForecastKind[] = ['email', 'letter', 'sms', 'whatsapp', 'call', 'handover'];

export function forecastKind(action: JourneyAction): ForecastKind {
  return action === 'call-task' ? 'call' : action;
}

export interface ForecastInvoice<Id extends string = string> extends InvoiceJourneyState {
  readonly id: Id;
  readonly steps: readonly StepInput[];
}

export interface ForecastDay {
  readonly day: string;
  readonly counts: Record<ForecastKind, number>;
  /** Per kind, the invoices it is made for (an invoice once per kind and day). */
  readonly invoiceIds: Record<ForecastKind, string[]>;
}

const emptyCounts = (): Record<ForecastKind, number> => ({ email: 0, letter: 0, sms: 0, whatsapp: 0, call: 0, handover: 0 });
const emptyIds = (): Record<ForecastKind, string[]> => ({ email: [], letter: [], sms: [], whatsapp: [], call: [], handover: [] });

/**
 * The next `days` runs of the administration: per day, how many of each kind the journeys make and
 * for which invoices. The first day also takes what has been due since the last run. A step counts
 * once per run; a step that a later one in the window repeats counts again, as the runner would send it.
 */
export function nextDays(invoices: readonly ForecastInvoice[], clock: RunClock, days = 7): ForecastDay[] {
  const result: ForecastDay[] = Array.from({ length: days }, (_, index) => ({ day: addDays(clock.today, index + 1), counts: emptyCounts(), invoiceIds: emptyIds() }));
  for (const invoice of invoices) {
    let lastRun = clock.lastRun;
    let open = invoice.open;
    const done = [...invoice.done];
    for (const entry of result) {
      const run = stepsToRun(invoice.steps, { ...invoice, open, done }, lastRun, entry.day);
      for (const step of run) {
        const kind = forecastKind(step.action);
        entry.counts[kind] += 1;
        if (!entry.invoiceIds[kind].includes(invoice.id)) entry.invoiceIds[kind].push(invoice.id);
        done.push({ stepId: step.id, on: entry.day });
        // Handed over: the journey stops dunning it.
        if (step.action === 'handover') open = false;
      }
      // A paused day skips its steps for good, as the runner does.
      lastRun = entry.day;
    }
  }
  return result;
}
