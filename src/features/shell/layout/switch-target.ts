/**
 * Where to go after switching the active administration, so the screen keeps making sense:
 *
 * - an administration's own settings (/administrations/{old}/settings/…) move to the same page of
 *   the new one; a record below such a page (a department, a role) belongs to the old
 *   administration, so the page listing such records is opened instead;
 * - the detail page of a record (a customer, a template) belongs to the old administration: its
 *   area's list opens instead (the dashboard when no area owns the path);
 * - anything else stays where it is and simply shows the new administration's data (or the
 *   forbidden page when the user lacks the permission there).
 *
 * Returns null to stay.
 */
import { ADMINISTRATION_SETTINGS_PAGES, AREAS } from '@/navigation/areas';

export type SwitchLocation = {
  pathname: string;
  /** Path parameters of the current route. */
  params: Readonly<Record<string, unknown>>;
};

const ADMINISTRATION_SETTINGS = /^\/administrations\/([^/]+)\/settings(?:\/(.*))?$/;

export function pathAfterSwitch({ pathname, params }: SwitchLocation, previousId: string | null, nextId: string): string | null {
  const recordParams = Object.keys(params).filter((name) => name !== 'administrationId' && !name.startsWith('_'));
  const settings = ADMINISTRATION_SETTINGS.exec(pathname);
  if (settings) {
    const [, owner, rest = ''] = settings;
    if (previousId !== null && decodeURIComponent(owner!) !== previousId) return null;
    const subPage = recordParams.length > 0 ? settingsPageOf(rest.split('/')[0] ?? '') : rest;
    const base = `/administrations/${encodeURIComponent(nextId)}/settings`;
    return subPage ? `${base}/${subPage}` : base;
  }
  if (recordParams.length === 0) return null;
  const area = Object.values(AREAS)
    .filter((candidate) => pathname === candidate.path || pathname.startsWith(`${candidate.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return area?.path ?? '/dashboard';
}

/** The settings page that lists a record's kind: "permissions" for permissions/{id}, "departments" for department/{id}. */
function settingsPageOf(segment: string): string {
  const pages: readonly string[] = ADMINISTRATION_SETTINGS_PAGES;
  if (pages.includes(segment)) return segment;
  if (pages.includes(`${segment}s`)) return `${segment}s`;
  return 'overview';
}
