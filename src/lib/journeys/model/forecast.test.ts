import { describe, expect, it } from 'vitest';
import { addDays, journeyTimeline, nextDays, pausedOn, stepDate, stepsToRun, type InvoiceJourneyState, type StepInput } from './forecast';

const steps: StepInput[] = [
  { id: 'before', offsetDays: -3, action: 'email' },
  { id: 'first', offsetDays: 3, action: 'email' },
  { id: 'letter', offsetDays: 14, action: 'letter' },
  { id: 'call', offsetDays: 30, action: 'call-task' },
  { id: 'handover', offsetDays: 60, action: 'handover' },
];

const invoice = (over: Partial<InvoiceJourneyState> = {}): InvoiceJourneyState => ({ dueDate: '2026-01-30', open: true, pauses: [], done: [], ...over });

describe('step dates', () => {
  it('crosses month and year ends on calendar days', () => {
    expect(stepDate('2026-01-30', 3)).toBe('2026-02-02');
    expect(stepDate('2026-02-27', 2)).toBe('2026-03-01');
    expect(stepDate('2028-02-27', 2)).toBe('2028-02-29');
    expect(stepDate('2026-12-30', 14)).toBe('2027-01-13');
    expect(stepDate('2026-03-02', -3)).toBe('2026-02-27');
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
  });
});

describe('an invoice timeline', () => {
  it('plans a before-due step and every later one from the due date, the first one next', () => {
    const entries = journeyTimeline(steps, invoice(), { lastRun: '2026-01-20', today: '2026-01-20' });
    expect(entries.map((e) => [e.stepId, e.date, e.state, e.on])).toEqual([
      ['before', '2026-01-27', 'planned', '2026-01-27'],
      ['first', '2026-02-02', 'planned', '2026-02-02'],
      ['letter', '2026-02-13', 'planned', '2026-02-13'],
      ['call', '2026-03-01', 'planned', '2026-03-01'],
      ['handover', '2026-03-31', 'planned', '2026-03-31'],
    ]);
    expect(entries.filter((e) => e.next).map((e) => e.stepId)).toEqual(['before']);
  });

  it('shows done steps with their day and skips the ones whose day passed before the last run', () => {
    const entries = journeyTimeline(steps, invoice({ done: [{ stepId: 'first', on: '2026-02-02' }] }), { lastRun: '2026-02-20', today: '2026-02-20' });
    expect(entries.map((e) => e.state)).toEqual(['skipped', 'done', 'skipped', 'planned', 'planned']);
    expect(entries[3]).toMatchObject({ next: true, on: '2026-03-01' });
  });

  it('takes what fell due since the last run on the next run', () => {
    const entries = journeyTimeline(steps, invoice(), { lastRun: '2026-01-25', today: '2026-02-05' });
    expect(entries[1]).toMatchObject({ stepId: 'first', state: 'planned', on: '2026-02-06' });
  });

  it('shows the steps a pause holds as paused and why, until the pause lapses', () => {
    const pauses = [{ kind: 'manual', until: '2026-02-10' }, { kind: 'dispute', until: null }] as const;
    const disputed = journeyTimeline(steps, invoice({ pauses }), { lastRun: '2026-01-20', today: '2026-01-20' });
    expect(disputed[0]).toMatchObject({ state: 'paused', pausedBy: ['dispute', 'manual'], next: true });
    expect(disputed[3]).toMatchObject({ state: 'paused', pausedBy: ['dispute'] });
    const manual = journeyTimeline(steps, invoice({ pauses: [pauses[0]] }), { lastRun: '2026-01-20', today: '2026-01-20' });
    expect(manual.map((e) => e.state)).toEqual(['paused', 'paused', 'planned', 'planned', 'planned']);
  });

  it('stops when the invoice is no longer dunned', () => {
    const entries = journeyTimeline(steps, invoice({ open: false, done: [{ stepId: 'before', on: '2026-01-27' }] }), { lastRun: '2026-01-28', today: '2026-01-28' });
    expect(entries.map((e) => e.state)).toEqual(['done', 'stopped', 'stopped', 'stopped', 'stopped']);
  });
});

describe('the runner', () => {
  it('takes the steps dated after the last run up to the day, none done twice', () => {
    const state = invoice({ done: [{ stepId: 'before', on: '2026-01-27' }] });
    expect(stepsToRun(steps, state, '2026-01-26', '2026-02-02').map((s) => s.id)).toEqual(['first']);
    expect(stepsToRun(steps, state, '2026-02-02', '2026-02-03')).toEqual([]);
  });

  it('skips while paused: nothing runs, and the day passes', () => {
    const state = invoice({ pauses: [{ kind: 'arrangement', until: null }] });
    expect(stepsToRun(steps, state, '2026-02-01', '2026-02-02')).toEqual([]);
    expect(pausedOn([{ kind: 'manual', until: '2026-02-01' }], '2026-02-02')).toEqual([]);
  });
});

describe('the next seven days', () => {
  it('counts per day and kind with the invoices, stopping after a handover', () => {
    const days = nextDays(
      [
        { id: 'a', steps, ...invoice({ dueDate: '2026-01-30' }) },
        { id: 'b', steps, ...invoice({ dueDate: '2026-01-31', pauses: [{ kind: 'manual', until: '2026-02-02' }] }) },
        { id: 'c', steps: [{ id: 'h', offsetDays: 0, action: 'handover' }, { id: 'l', offsetDays: 1, action: 'letter' }], ...invoice({ dueDate: '2026-01-30' }) },
      ],
      { lastRun: '2026-01-29', today: '2026-01-31' },
    );
    expect(days.map((d) => d.day)).toEqual(['2026-02-01', '2026-02-02', '2026-02-03', '2026-02-04', '2026-02-05', '2026-02-06', '2026-02-07']);
    // Day 1 takes the backlog since the last run (c's handover); b is paused on 1 and 2 February.
    expect(days[0]!.counts).toMatchObject({ handover: 1, letter: 0, email: 0 });
    expect(days[0]!.invoiceIds.handover).toEqual(['c']);
    expect(days[1]!.counts.email).toBe(1);
    expect(days[1]!.invoiceIds.email).toEqual(['a']);
    expect(days[2]!.counts.email).toBe(1);
    expect(days[2]!.invoiceIds.email).toEqual(['b']);
    expect(days.reduce((sum, d) => sum + d.counts.letter, 0)).toBe(0);
  });
});
