/**
 * The last search each list showed, by its path (`list-trail.ts` explains the way back). Apart
 * from the trail so the breadcrumbs, in every first load, carry only this.
 */
const views = new Map<string, Record<string, unknown>>();

/** The list at `pathname` shows `search`: the way back to it will. */
export function rememberListView(pathname: string, search: Record<string, unknown>): void {
  views.set(pathname, search);
}

/** The last search the list at `pathname` showed (empty when it was not shown yet in this tab). */
export function listView(pathname: string): Record<string, unknown> {
  return views.get(pathname) ?? {};
}

export function forgetListViews(): void {
  views.clear();
}
