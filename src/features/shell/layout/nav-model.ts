/**
 * What the sidebar shows: the areas of the registry, grouped, filtered by the user's permissions
 * in the active administration. Until those permissions are fetched only what everyone may open is
 * listed; the rest is counted so the sidebar can hold its place with a skeleton instead of
 * flashing items the user may turn out not to have.
 */
import { DEFAULT_PERMISSIONS, isAllowed, type Permission } from '@/lib/permissions';
import { ADMINISTRATION_SETTINGS_PERMISSION, type Area, NAV_GROUPS, type NavGroupId } from '@/navigation/areas';
import { areaIcon, type IconName } from './icons';

export type NavItem = {
  id: string;
  /** Where the item leads. */
  to: string;
  /** The paths under which the item counts as the current page (its own path and what lies below it). */
  activeWhen: string;
  /** Whether only `activeWhen` itself (not what lies below it) counts as current. */
  exact: boolean;
  titleKey: Area['titleKey'] | 'shell:administrationSettings';
  icon: IconName;
  permission: Permission | null;
};

export type NavGroupView = {
  id: NavGroupId;
  titleKey: (typeof NAV_GROUPS)[number]['titleKey'];
  items: NavItem[];
  /** Items that may appear once permissions are fetched: shown as skeleton lines meanwhile. */
  pending: number;
};

/** The path of an administration's own settings; the sidebar opens its overview. */
export function administrationSettingsPath(administrationId: string, page = 'overview'): string {
  return `/administrations/${encodeURIComponent(administrationId)}/settings/${page}`;
}

function administrationSettingsItem(administrationId: string): NavItem {
  return {
    id: 'administrationSettings',
    to: administrationSettingsPath(administrationId),
    activeWhen: `/administrations/${encodeURIComponent(administrationId)}/settings`,
    exact: false,
    titleKey: 'shell:administrationSettings',
    icon: 'administrationSettings',
    permission: ADMINISTRATION_SETTINGS_PERMISSION,
  };
}

/** Needs nothing beyond what every signed-in user holds by default. */
function openToEveryone(permission: Permission | null): boolean {
  return !permission || DEFAULT_PERMISSIONS.includes(permission);
}

export function buildNavGroups(
  permissions: readonly string[],
  fetched: boolean,
  administrationId: string | null,
): NavGroupView[] {
  return NAV_GROUPS.map((group) => {
    const candidates: NavItem[] = group.areas.map((area) => ({
      id: area.id,
      to: area.path,
      activeWhen: area.path,
      // The administrations list is not "current" on one administration's settings pages: those have their own item.
      exact: area.id === 'administrations',
      titleKey: area.titleKey,
      icon: areaIcon(area.id),
      permission: area.permission,
    }));
    if (group.id === 'configuration' && administrationId) candidates.push(administrationSettingsItem(administrationId));
    const items = candidates.filter((item) =>
      fetched ? isAllowed(permissions, item.permission) : openToEveryone(item.permission),
    );
    const pending = fetched ? 0 : candidates.length - items.length;
    return { id: group.id, titleKey: group.titleKey, items, pending };
  }).filter((group) => group.items.length > 0 || group.pending > 0);
}

/** Whether `pathname` is the item's page or (unless exact) lies below it, segment by segment. */
export function isNavItemActive(item: Pick<NavItem, 'activeWhen' | 'exact'>, pathname: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  const current = trim(pathname);
  const base = trim(item.activeWhen);
  return current === base || (!item.exact && current.startsWith(`${base}/`));
}
