import { localTimestamp } from '@/lib/format';

/** The contract's `maxLength` of a template name. */
export const TEMPLATE_NAME_MAX_LENGTH = 200;

function fit(name: string): string {
  return name.length > TEMPLATE_NAME_MAX_LENGTH ? name.slice(0, TEMPLATE_NAME_MAX_LENGTH).trimEnd() : name;
}

/** SPEC §4: translated prefix plus the local time `YYYY-MM-DD HH:mm:ss`, e.g. "New template 2026-11-22 10:15:00". */
export function defaultTemplateName(prefix: string, now: Date): string {
  return fit(`${prefix} ${localTimestamp(now)}`);
}

/** SPEC §4: translated "Copy of" plus the original name, cut to the longest name the API accepts. */
export function duplicateTemplateName(prefix: string, originalName: string): string {
  return fit(`${prefix} ${originalName}`);
}
