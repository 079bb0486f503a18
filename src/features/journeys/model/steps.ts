/**
 * The journey editor's step rules. Steps are listed in the order they are taken; reordering moves
 * what a step does, while the days of the schedule stay in their places (moving "letter" above
 * "second reminder" makes the letter go out on the second reminder's day). Pure: node tests.
 */
import type { JourneyAction, JourneyStepWrite } from '@/api/generated/model';

export type EditorStep = JourneyStepWrite & { key: string };

export const MESSAGE_ACTIONS: readonly JourneyAction[] = ['email', 'letter', 'sms', 'whatsapp'];
export const JOURNEY_ACTION_LIST: readonly JourneyAction[] = [...MESSAGE_ACTIONS, 'call-task', 'handover'];

export const needsTemplate = (action: JourneyAction) => MESSAGE_ACTIONS.includes(action);

/** Moves the step at `from` to `to`; each place keeps its day. */
export function moveStep<S extends { offsetDays: number }>(steps: readonly S[], from: number, to: number): S[] {
  if (from === to || from < 0 || to < 0 || from >= steps.length || to >= steps.length) return [...steps];
  const days = steps.map((step) => step.offsetDays);
  const moved = [...steps];
  const [step] = moved.splice(from, 1);
  moved.splice(to, 0, step!);
  return moved.map((entry, index) => ({ ...entry, offsetDays: days[index]! }));
}

/** A new step after the last one: a week later, an e-mail without a template yet. */
export function newStep(steps: readonly { offsetDays: number }[], key: string, name: string): EditorStep {
  const last = steps.at(-1)?.offsetDays;
  return { key, name, offsetDays: last === undefined ? 7 : last + 7, action: 'email', templateId: null };
}

/** What the save sends: the steps in their order, a template only where the action takes one. */
export function toWrite(steps: readonly EditorStep[]): JourneyStepWrite[] {
  return steps.map(({ key: _key, id, ...step }) => ({ ...(id ? { id } : {}), ...step, name: step.name.trim(), templateId: needsTemplate(step.action) ? step.templateId : null }));
}
