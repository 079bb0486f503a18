/**
 * The product's areas: where they live, how the navigation groups them, and which permission
 * opens them. SPEC §6 names the permissions but not which screen each gates ("not shown"); the
 * mapping below is inferred from what each area lets staff do:
 *
 * - Work on debtors: customers and super debtors need Manage_Customers; invoices, settled payments
 *   and payments underway need Manage_Invoices (payments are booked against invoices); issues,
 *   arrangements, for-collection and tasks need their own Manage_* permission.
 * - Communication: e-mails, letters and the per-customer composer need Manage_Messages; calls need
 *   Manage_Calls; the incoming mailbox needs Manage_Mailbox.
 * - Configuration: journeys (the collection workflows) and settings need Manage_Configuration;
 *   exports need Manage_Import (data in and out of the product); an administration's own settings
 *   (users, roles, departments, subscription) need Manage_Administrations_Settings.
 * - Everyone: dashboard (Manage_Home, always present), reports, templates (read-only without
 *   Manage_Configuration, SPEC §6), the list of one's administrations and one's account.
 *
 * Tabs of a detail page carry the permission of what they list; attachments need Manage_Documents.
 */
import type { Permission } from '@/lib/permissions';

export type NavGroupId = 'overview' | 'receivables' | 'payments' | 'communication' | 'configuration';

export type AreaId =
  | 'dashboard'
  | 'tasks'
  | 'reports'
  | 'customers'
  | 'superDebtors'
  | 'invoices'
  | 'issues'
  | 'arrangements'
  | 'forCollection'
  | 'settledPayments'
  | 'paymentsUnderway'
  | 'emails'
  | 'letters'
  | 'calls'
  | 'mailbox'
  | 'journeys'
  | 'templates'
  | 'exports'
  | 'administrations'
  | 'settings'
  | 'account';

export type Area = {
  id: AreaId;
  /** The list route (or the only route) of the area. */
  path: string;
  /** Translation key of the area's name (navigation label and page title). */
  titleKey: `navigation:areas.${AreaId}`;
  /** The navigation group; account lives in the user menu, not the sidebar. */
  group: NavGroupId | null;
  /** Null: everyone who is signed in. */
  permission: Permission | null;
};

const area = (id: AreaId, path: string, group: NavGroupId | null, permission: Permission | null): Area => ({
  id,
  path,
  titleKey: `navigation:areas.${id}`,
  group,
  permission,
});

export const AREAS = {
  dashboard: area('dashboard', '/dashboard', 'overview', 'Manage_Home'),
  tasks: area('tasks', '/tasks', 'overview', 'Manage_Tasks'),
  reports: area('reports', '/reports', 'overview', null),
  customers: area('customers', '/customers', 'receivables', 'Manage_Customers'),
  superDebtors: area('superDebtors', '/super-debtors', 'receivables', 'Manage_Customers'),
  invoices: area('invoices', '/invoices', 'receivables', 'Manage_Invoices'),
  issues: area('issues', '/issues', 'receivables', 'Manage_Issues'),
  arrangements: area('arrangements', '/arrangements', 'receivables', 'Manage_Arrangements'),
  forCollection: area('forCollection', '/for-collection', 'receivables', 'Manage_For_Collection'),
  settledPayments: area('settledPayments', '/settled-payments', 'payments', 'Manage_Invoices'),
  paymentsUnderway: area('paymentsUnderway', '/payments-underway', 'payments', 'Manage_Invoices'),
  emails: area('emails', '/communication/emails', 'communication', 'Manage_Messages'),
  letters: area('letters', '/communication/letters', 'communication', 'Manage_Messages'),
  calls: area('calls', '/communication/calls', 'communication', 'Manage_Calls'),
  mailbox: area('mailbox', '/mailbox', 'communication', 'Manage_Mailbox'),
  templates: area('templates', '/templates', 'communication', null),
  journeys: area('journeys', '/journeys', 'configuration', 'Manage_Configuration'),
  exports: area('exports', '/exports', 'configuration', 'Manage_Import'),
  administrations: area('administrations', '/administrations', 'configuration', null),
  settings: area('settings', '/settings', 'configuration', 'Manage_Configuration'),
  account: area('account', '/account', null, null),
} as const satisfies Record<AreaId, Area>;

export const NAV_GROUPS: readonly { id: NavGroupId; titleKey: `navigation:navGroups.${NavGroupId}`; areas: readonly Area[] }[] = (
  ['overview', 'receivables', 'payments', 'communication', 'configuration'] as const
).map((id) => ({ id, titleKey: `navigation:navGroups.${id}`, areas: Object.values(AREAS).filter((a) => a.group === id) }));

/** Tabs of the detail pages (SPEC §2 sub-routes); `overview` is the detail page's index. */
export type DetailTabId =
  | 'overview'
  | 'tasks'
  | 'issues'
  | 'invoices'
  | 'debtors'
  | 'communication'
  | 'attachments'
  | 'arrangements'
  | 'payments';

export const TAB_PERMISSIONS: Record<DetailTabId, Permission | null> = {
  overview: null,
  tasks: 'Manage_Tasks',
  issues: 'Manage_Issues',
  invoices: 'Manage_Invoices',
  debtors: 'Manage_Customers',
  communication: 'Manage_Messages',
  attachments: 'Manage_Documents',
  arrangements: 'Manage_Arrangements',
  payments: 'Manage_Invoices',
};

export const DETAIL_TABS = {
  superDebtors: ['overview', 'tasks', 'issues', 'invoices', 'debtors', 'communication', 'attachments'],
  customers: ['overview', 'tasks', 'issues', 'invoices', 'communication', 'attachments', 'arrangements'],
  invoices: ['overview', 'tasks', 'issues', 'communication', 'attachments', 'arrangements', 'payments'],
  issues: ['overview', 'tasks', 'invoices', 'attachments'],
} as const satisfies Partial<Record<AreaId, readonly DetailTabId[]>>;

/** /settings pages (SPEC §2), spelt as the routes are. */
export const SETTINGS_PAGES = [
  'bookkeeping',
  'communication',
  'customerportal',
  'counteraccount',
  'exportcollection',
  'tailoredvariables',
  'InvoiceExports',
  'Integrations',
] as const;

/** /administrations/{administrationId}/settings sub-pages (SPEC §2). */
export const ADMINISTRATION_SETTINGS_PAGES = [
  'overview',
  'users',
  'subscription',
  'style',
  'permissions',
  'issues-settings',
  'departments',
  'content-settings',
] as const;

export const ADMINISTRATION_SETTINGS_PERMISSION: Permission = 'Manage_Administrations_Settings';

/** Areas with a detail page, and the route param that names the record (SPEC §2). */
export const DETAIL_PARAMS = {
  tasks: 'taskId',
  superDebtors: 'superDebtorId',
  customers: 'customerId',
  invoices: 'invoiceId',
  issues: 'issueId',
  arrangements: 'arrangementId',
  forCollection: 'forCollectionId',
  settledPayments: 'settledPaymentId',
  paymentsUnderway: 'paymentUnderwayId',
  journeys: 'journeyId',
} as const satisfies Partial<Record<AreaId, string>>;

export type DetailAreaId = keyof typeof DETAIL_PARAMS;
export type TabbedAreaId = keyof typeof DETAIL_TABS;

/**
 * The permission a detail page's tab route needs. The overview is the detail page itself, so it
 * needs the area's permission (TAB_PERMISSIONS.overview is null: "nothing beyond the page").
 */
export function tabPermission(area: DetailAreaId, tab: DetailTabId): Permission | null {
  return TAB_PERMISSIONS[tab] ?? AREAS[area].permission;
}

export type SettingsPageId = (typeof SETTINGS_PAGES)[number];

/** Every /settings page needs what the settings area needs. */
export const SETTINGS_PERMISSION: Permission | null = AREAS.settings.permission;

/**
 * /communication/{customerId}: the composer for one customer (and optionally one invoice). It sends
 * e-mails, letters and text messages, so it needs what e-mails and letters need.
 */
export const COMPOSER_PERMISSION: Permission | null = AREAS.emails.permission;

export type AdministrationSettingsSection = (typeof ADMINISTRATION_SETTINGS_PAGES)[number];
