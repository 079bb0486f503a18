/**
 * The pages under /administrations/{administrationId}/settings (SPEC §2): the eight sections of the
 * side navigation and the pages beneath them. A page's id is its path below `settings/`, so its
 * route and its link are the same string; `parent` gives the breadcrumb trail.
 */
import type { AppLink } from '@/components/app-link';
import type placeholders from '../../public/locales/en/placeholders.json';
import type { AdministrationSettingsSection } from './areas';

type PageInfo = {
  section: AdministrationSettingsSection;
  /** The page above this one (a key of the table below; a test checks it); none for a section. */
  parent?: string;
  /** Under `adminSettings.pages` of the placeholders' namespace; pages whose path has `$id` interpolate it. */
  titleKey: AdministrationSettingsTitle;
};

type AdministrationSettingsTitle = keyof (typeof placeholders)['adminSettings']['pages'];

const section = (id: AdministrationSettingsSection, titleKey: AdministrationSettingsTitle): PageInfo => ({ section: id, titleKey });

export const ADMINISTRATION_SETTINGS_PAGE_INFO = {
  overview: section('overview', 'overview'),
  users: section('users', 'users'),
  subscription: section('subscription', 'subscription'),
  style: section('style', 'style'),
  permissions: section('permissions', 'permissions'),
  'issues-settings': section('issues-settings', 'issuesSettings'),
  departments: section('departments', 'departments'),
  'content-settings': section('content-settings', 'contentSettings'),
  'subscription/upgrade': { section: 'subscription', parent: 'subscription', titleKey: 'upgradeSubscription' },
  'users/add-user-department': { section: 'users', parent: 'users', titleKey: 'addUserDepartment' },
  'users/add-new-user': { section: 'users', parent: 'users', titleKey: 'addNewUser' },
  'users/add-new-role': { section: 'users', parent: 'users', titleKey: 'addNewRole' },
  'users/update-user': { section: 'users', parent: 'users', titleKey: 'updateUser' },
  'users/update-user/$id': { section: 'users', parent: 'users/update-user', titleKey: 'user' },
  'users/update-user/$id/add-user-department': {
    section: 'users',
    parent: 'users/update-user/$id',
    titleKey: 'addUserDepartment',
  },
  'users/update-user/$id/add-new-role': { section: 'users', parent: 'users/update-user/$id', titleKey: 'addNewRole' },
  'permissions/add-new-role': { section: 'permissions', parent: 'permissions', titleKey: 'addNewRole' },
  'permissions/$id': { section: 'permissions', parent: 'permissions', titleKey: 'role' },
  // The SPEC names a cache group "settings-issue-categories": issue settings manage issue categories.
  'issues-settings/add': { section: 'issues-settings', parent: 'issues-settings', titleKey: 'addIssueCategory' },
  'issues-settings/$id': { section: 'issues-settings', parent: 'issues-settings', titleKey: 'issueCategory' },
  // Spelt "department" (singular) in the SPEC, yet part of the departments section.
  'department/add-user-department': { section: 'departments', parent: 'departments', titleKey: 'addUserDepartment' },
  'department/$id': { section: 'departments', parent: 'departments', titleKey: 'department' },
} as const satisfies Record<string, PageInfo>;

export type AdministrationSettingsPageId = keyof typeof ADMINISTRATION_SETTINGS_PAGE_INFO;

export const ADMINISTRATION_SETTINGS_PAGE_IDS = Object.keys(ADMINISTRATION_SETTINGS_PAGE_INFO) as AdministrationSettingsPageId[];

export function administrationSettingsLink(
  administrationId: string,
  page: AdministrationSettingsPageId,
  id?: string,
): AppLink {
  return {
    to: `/administrations/$administrationId/settings/${page}`,
    params: id === undefined ? { administrationId } : { administrationId, id },
  };
}

/** The page and the pages above it, top first. */
export function pageTrail(page: AdministrationSettingsPageId): AdministrationSettingsPageId[] {
  const trail: AdministrationSettingsPageId[] = [];
  for (let current: AdministrationSettingsPageId | undefined = page; current; ) {
    trail.unshift(current);
    const info: PageInfo = ADMINISTRATION_SETTINGS_PAGE_INFO[current];
    current = info.parent as AdministrationSettingsPageId | undefined;
  }
  return trail;
}
