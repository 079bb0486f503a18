/**
 * Pure helpers of the task forms: an assignee as one select value (`user:usr-anna`,
 * `department:dep-nl-credit`, '' for nobody) and back, and the quick view a list shows.
 */
import type { TaskAssigneeWrite, TaskView } from '@/api/generated/model';
import { TASK_VIEWS } from './tasks-list';

export const assigneeValue = (assignee: { kind: 'user' | 'department'; id: string } | null | undefined): string => (assignee ? `${assignee.kind}:${assignee.id}` : '');

export function assigneeOf(value: string | undefined): TaskAssigneeWrite {
  const [kind, ...rest] = (value ?? '').split(':');
  const id = rest.join(':');
  return (kind === 'user' || kind === 'department') && id ? { kind, id } : null;
}

/** The one quick view the address names (the first valid one; `all` when none). */
export function quickViewOf(view: readonly string[] | undefined): TaskView {
  return TASK_VIEWS.find((candidate) => view?.[0] === candidate) ?? 'all';
}

/** A day `days` after an ISO day (UTC calendar days). */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today as the server counts days (UTC calendar day). */
export const todayIso = (now: Date = new Date()): string => now.toISOString().slice(0, 10);
