import { describe, expect, it } from 'vitest';
import { moveStep, newStep, toWrite, type EditorStep } from './steps';

const steps: EditorStep[] = [
  { key: 'a', id: 'a', name: 'First reminder', offsetDays: 3, action: 'email', templateId: 't1' },
  { key: 'b', id: 'b', name: 'Second reminder', offsetDays: 14, action: 'email', templateId: 't1' },
  { key: 'c', id: 'c', name: 'Final demand', offsetDays: 30, action: 'letter', templateId: 't2' },
];

describe('moving a step', () => {
  it('moves what a step does while the days stay in their places', () => {
    const moved = moveStep(steps, 2, 1);
    expect(moved.map((s) => [s.id, s.offsetDays])).toEqual([['a', 3], ['c', 14], ['b', 30]]);
    expect(moveStep(steps, 0, 2).map((s) => [s.id, s.offsetDays])).toEqual([['b', 3], ['c', 14], ['a', 30]]);
  });

  it('leaves the list as it is for a move out of range', () => {
    expect(moveStep(steps, 0, -1)).toEqual(steps);
    expect(moveStep(steps, 2, 3)).toEqual(steps);
  });
});

describe('the save', () => {
  it('adds a step a week after the last one and sends no template for calls and handovers', () => {
    expect(newStep(steps, 'n', 'New')).toMatchObject({ offsetDays: 37, action: 'email', templateId: null });
    expect(newStep([], 'n', 'New').offsetDays).toBe(7);
    const written = toWrite([{ ...steps[0]!, name: '  Call  ', action: 'call-task' }, { key: 'n', name: 'New', offsetDays: 40, action: 'letter', templateId: 't2' }]);
    expect(written).toEqual([
      { id: 'a', name: 'Call', offsetDays: 3, action: 'call-task', templateId: null },
      { name: 'New', offsetDays: 40, action: 'letter', templateId: 't2' },
    ]);
  });
});
