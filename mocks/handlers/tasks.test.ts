import { describe, expect, it } from 'vitest';
import { inView, isOverdue } from './tasks';

const now = { day: Math.floor(Date.parse('2026-11-27T00:00:00Z') / 86_400_000), iso: '2026-11-27' };
const task = (fields: Partial<Parameters<typeof inView>[0]> = {}) => ({ status: 'open' as const, dueDate: '2026-11-27', assignee: { kind: 'user' as const, id: 'usr-anna' }, ...fields });

describe('task quick views', () => {
  it('mine: open tasks assigned to the caller as a user (not their department, not done ones)', () => {
    expect(inView(task(), 'mine', 'usr-anna', now)).toBe(true);
    expect(inView(task(), 'mine', 'usr-sanne', now)).toBe(false);
    expect(inView(task({ assignee: { kind: 'department', id: 'usr-anna' } }), 'mine', 'usr-anna', now)).toBe(false);
    expect(inView(task({ status: 'done' }), 'mine', 'usr-anna', now)).toBe(false);
    expect(inView(task({ assignee: null }), 'mine', 'usr-anna', now)).toBe(false);
  });

  it('today: open and due today; overdue: open and due before today, at the month end too', () => {
    expect(inView(task(), 'today', 'x', now)).toBe(true);
    expect(inView(task({ dueDate: '2026-11-28' }), 'today', 'x', now)).toBe(false);
    expect(inView(task({ status: 'done' }), 'today', 'x', now)).toBe(false);
    expect(inView(task(), 'overdue', 'x', now)).toBe(false);
    expect(inView(task({ dueDate: '2026-11-26' }), 'overdue', 'x', now)).toBe(true);
    expect(inView(task({ dueDate: '2026-10-31' }), 'overdue', 'x', now)).toBe(true);
    expect(inView(task({ dueDate: '2026-10-31', status: 'done' }), 'overdue', 'x', now)).toBe(false);
    expect(isOverdue(task({ dueDate: '2026-12-01' }), now)).toBe(false);
  });

  it('all (and no view) keeps everything', () => {
    expect(inView(task({ status: 'done', assignee: null, dueDate: '2020-01-01' }), 'all', 'x', now)).toBe(true);
    expect(inView(task({ status: 'done' }), undefined, 'x', now)).toBe(true);
  });
});
