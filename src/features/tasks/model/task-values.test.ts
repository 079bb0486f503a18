import { describe, expect, it } from 'vitest';
import { addDays, assigneeOf, assigneeValue, quickViewOf } from './task-values';

describe('task form values', () => {
  it('writes an assignee as one select value and reads it back; nobody is empty', () => {
    expect(assigneeValue({ kind: 'department', id: 'dep-nl-credit' })).toBe('department:dep-nl-credit');
    expect(assigneeOf('department:dep-nl-credit')).toEqual({ kind: 'department', id: 'dep-nl-credit' });
    expect(assigneeOf(assigneeValue({ kind: 'user', id: 'usr:odd' }))).toEqual({ kind: 'user', id: 'usr:odd' });
    expect(assigneeValue(null)).toBe('');
    expect(assigneeOf('')).toBeNull();
    expect(assigneeOf('team:x')).toBeNull();
    expect(assigneeOf('user:')).toBeNull();
  });

  it('shows one quick view: the first the address names, else all', () => {
    expect(quickViewOf(undefined)).toBe('all');
    expect(quickViewOf(['overdue', 'mine'])).toBe('overdue');
    expect(quickViewOf(['someday'])).toBe('all');
  });

  it('counts days across month and year ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
