/**
 * Links and breadcrumbs of the shell's screens, computed from the area registry. They are typed
 * loosely (AppLink), so `links.test.ts` checks every one of them against the route tree.
 */
import type { AppLink } from '@/components/app-link';
import type { Translate } from '@/lib/i18n';
import { type Crumb, homeCrumb } from '@/components/Breadcrumbs';
import { listView } from '@/components/list/list-view';
import { type Area, AREAS, type AreaId, DETAIL_PARAMS, type DetailAreaId, type DetailTabId, type SettingsPageId } from './areas';
import type { DebtorSearch } from './search-params';

export function areaLink(area: AreaId): AppLink {
  return { to: AREAS[area].path };
}

export function detailLink(area: DetailAreaId, id: string, tab: DetailTabId = 'overview', search?: DebtorSearch): AppLink {
  const param = DETAIL_PARAMS[area];
  const base = `${AREAS[area].path}/$${param}`;
  return { to: tab === 'overview' ? base : `${base}/${tab}`, params: { [param]: id }, search: search ?? {} };
}

/** A /settings page; the notifications page of one communication notification needs its id. */
export function settingsLink(page: SettingsPageId | 'communication/notifications/$id', id?: string): AppLink {
  return { to: `/settings/${page}`, params: id === undefined ? {} : { id } };
}

/**
 * The first crumbs of every authenticated screen: the dashboard, then the area. The area's crumb
 * goes back to its list as the user last saw it (search, filters, sort, page: `list-trail.ts`).
 */
export function areaCrumbs(t: Translate<Area['titleKey']>, area?: AreaId): Crumb[] {
  const home = homeCrumb(t);
  return area ? [home, { label: t(AREAS[area].titleKey), link: { ...areaLink(area), search: listView(AREAS[area].path) } }] : [home];
}
