/**
 * The way back to a list and the walk through it, kept by the list kit for every list.
 *
 * - **The list's view**: `DataList` remembers, per list address (its path), the last URL search
 *   it showed; the area's breadcrumb (`areaCrumbs`) links there with it, so going back from a
 *   record finds the list filtered, sorted and on the page it was left on.
 * - **The trail**: opening a row (its link, a click on the row or Enter) records which list it was
 *   opened from: the rows of that page in their order, the page, its size and the total, and how to
 *   read another page of the same filtered, sorted list. The record's frame (`RecordWalk`) walks it:
 *   previous and next, across page boundaries.
 *
 * Kept in memory (this tab, until the next full load): a search may name a customer, so nothing of it
 * is written to storage, and a record opened in another tab or from a bookmark simply has no trail.
 */
import type { AppLink } from '@/components/app-link';
import { forgetListViews, rememberListView } from './list-view';

export { listView, rememberListView } from './list-view';

/** One row of the trail: its record's id and where opening it leads. */
export type TrailEntry = { id: string; link: AppLink };

/** Reads one page (1-based) of the list the trail was made from. */
export type TrailPageReader = (page: number, signal: AbortSignal) => Promise<{ entries: readonly TrailEntry[]; total: number }>;

export type ListTrail = {
  /** The list's path and its search when the row was opened ("back to the list"). */
  list: { pathname: string; search: Record<string, unknown> };
  /** The route the rows open (`/invoices/$invoiceId`): the record page looks its trail up by it. */
  target: string;
  page: number;
  perPage: number;
  total: number;
  /** Known rows by their position in the whole list (0-based). */
  entries: ReadonlyMap<number, TrailEntry>;
  /** Absent: the walk stops at the page's ends. */
  readPage?: TrailPageReader;
};

const trails = new Map<string, ListTrail>();

/** Records the list a row of `trail.target` was opened from (replacing the last one for that target). */
export function setTrail(trail: ListTrail): void {
  trails.set(trail.target, trail);
}

/** The trail of the record `id` opened at `target`, if it was opened from a list that holds it. */
export function trailOf(target: string, id: string): { trail: ListTrail; index: number } | null {
  const trail = trails.get(target);
  if (!trail) return null;
  for (const [index, entry] of trail.entries) if (entry.id === id) return { trail, index };
  return null;
}

/** Forgets every view and trail (tests; a user signing out reloads the app anyway). */
export function forgetListTrails(): void {
  forgetListViews();
  trails.clear();
}

/**
 * The row at `index` of the trail's list: known, or read with its page (which joins the trail, and
 * the list's remembered view moves to that page). Null past either end or when it cannot be read.
 */
export async function trailEntryAt(trail: ListTrail, index: number, signal: AbortSignal): Promise<TrailEntry | null> {
  if (index < 0 || index >= trail.total) return null;
  const known = trail.entries.get(index);
  if (known) return known;
  if (!trail.readPage) return null;
  const page = Math.floor(index / trail.perPage) + 1;
  const answer = await trail.readPage(page, signal);
  const entries = new Map(trail.entries);
  answer.entries.forEach((entry, offset) => entries.set((page - 1) * trail.perPage + offset, entry));
  const next: ListTrail = { ...trail, entries, total: answer.total };
  trails.set(trail.target, next);
  return entries.get(index) ?? null;
}

/** The list's view with the page that holds `index` (what "back to the list" shows after a walk). */
export function viewAt(trail: ListTrail, index: number): Record<string, unknown> {
  const page = Math.floor(index / trail.perPage) + 1;
  const search = { ...trail.list.search };
  if (page > 1) search.page = page;
  else delete search.page;
  return search;
}

/** After walking to `index`: the list's remembered view is on its page. */
export function walkedTo(trail: ListTrail, index: number): void {
  rememberListView(trail.list.pathname, viewAt(trail, index));
}

type WalkDirection = 'previous' | 'next';
let walkHandler: ((direction: WalkDirection) => void) | null = null;

/** The record page on screen walks its list with the shortcuts (`j` next, `k` previous); returns the release. */
export function handleWalkKeys(handler: (direction: WalkDirection) => void): () => void {
  walkHandler = handler;
  return () => {
    if (walkHandler === handler) walkHandler = null;
  };
}

/** A walk shortcut was pressed: whether a record page took it. */
export function walkBy(direction: WalkDirection): boolean {
  if (!walkHandler) return false;
  walkHandler(direction);
  return true;
}
