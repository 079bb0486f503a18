import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter } from '@/app/router';
import { AREAS, DETAIL_PARAMS, DETAIL_TABS, type DetailAreaId, SETTINGS_PAGES } from './areas';
import {
  ADMINISTRATION_SETTINGS_PAGE_IDS,
  ADMINISTRATION_SETTINGS_PAGE_INFO,
  administrationSettingsLink,
  pageTrail,
} from './administration-settings-pages';
import { forgetListViews, rememberListView } from '@/components/list/list-view';
import { areaCrumbs, areaLink, detailLink, settingsLink } from './links';
import { loadAllAreas } from '@/app/route-areas';

const auth = {
  isAuthenticated: () => true,
  waitUntilLoaded: async () => undefined,
  ssoReturnTo: () => undefined,
  ssoError: () => null,
  signOut: async () => undefined,
};
const router = createAppRouter(new QueryClient(), auth, createMemoryHistory());
// Every area's routes (they load with their area in the app).
await loadAllAreas(router);
const routePaths = new Set(Object.keys(router.routesByPath));
const target = (link: { to?: string }) => link.to ?? '';

// The shell builds these links from the registry: each must name a route that exists.
describe('shell links', () => {
  it('the area crumb goes back to its list as it was last shown (search, filters, sort, page)', () => {
    const t = ((key: string) => key) as Parameters<typeof areaCrumbs>[0];
    forgetListViews();
    expect(areaCrumbs(t, 'invoices')[1]!.link).toEqual({ to: '/invoices', search: {} });
    rememberListView('/invoices', { status: ['overdue'], sortBy: 'amount', page: 3 });
    rememberListView('/customers', { search: 'bakker' });
    expect(areaCrumbs(t, 'invoices')[1]!.link).toEqual({ to: '/invoices', search: { status: ['overdue'], sortBy: 'amount', page: 3 } });
    forgetListViews();
  });

  it('every area has a route', () => {
    for (const area of Object.keys(AREAS) as (keyof typeof AREAS)[]) expect(routePaths, area).toContain(target(areaLink(area)));
  });

  it('every detail page and tab has a route', () => {
    for (const area of Object.keys(DETAIL_PARAMS) as DetailAreaId[]) {
      const tabs = area in DETAIL_TABS ? DETAIL_TABS[area as keyof typeof DETAIL_TABS] : (['overview'] as const);
      for (const tab of tabs) expect(routePaths, `${area} ${tab}`).toContain(target(detailLink(area, 'X-1', tab)));
    }
  });

  it('a detail link carries the record id and the debtor page context', () => {
    expect(detailLink('customers', 'C-1042', 'invoices', { action: 'call' })).toEqual({
      to: '/customers/$customerId/invoices',
      params: { customerId: 'C-1042' },
      search: { action: 'call' },
    });
  });

  it('every settings page has a route', () => {
    for (const page of SETTINGS_PAGES) expect(routePaths, page).toContain(target(settingsLink(page)));
    expect(routePaths).toContain(target(settingsLink('communication/notifications/$id', 'n-1')));
  });

  it('every administration settings page has a route, and its trail leads up to a section', () => {
    for (const page of ADMINISTRATION_SETTINGS_PAGE_IDS) {
      expect(routePaths, page).toContain(target(administrationSettingsLink('adm-1', page, 'x')));
      const trail = pageTrail(page);
      expect(trail.at(-1)).toBe(page);
      expect(ADMINISTRATION_SETTINGS_PAGE_IDS, page).toEqual(expect.arrayContaining(trail));
      expect(trail[0]).toBe(ADMINISTRATION_SETTINGS_PAGE_INFO[page].section);
    }
    expect(pageTrail('users/update-user/$id/add-new-role')).toEqual([
      'users',
      'users/update-user',
      'users/update-user/$id',
      'users/update-user/$id/add-new-role',
    ]);
  });
});
