/**
 * The declarations of the list kit's lists (sort fields, search fields, filter values), loaded
 * with the first list a visit opens rather than with every page: route definitions are part of
 * every page's first load, and these were the biggest part of them. A route names its list as
 * `list: () => import('@/routes/-lists').then((lists) => lists.invoices)` (`listRoute` in
 * src/navigation/route-data.ts); the app asks for this module once the first page is there.
 */
export { arrangementsListConfig as arrangements } from '@/features/arrangements/model/arrangements-list';
export { callsListConfig as calls, emailsListConfig as emails, lettersListConfig as letters } from '@/features/communication/model/lists';
export { customersListConfig as customers } from '@/features/customers/model/customers-list';
export { invoicesListConfig as invoices } from '@/features/invoices/model/invoices-list';
export { issuesListConfig as issues } from '@/features/issues/model/issues-list';
export { paymentsUnderwayListConfig as paymentsUnderway } from '@/features/payments-underway/model/payments-underway-list';
export { settledPaymentsListConfig as settledPayments } from '@/features/settled-payments/model/settled-payments-list';
export { membersListConfig as superDebtorMembers } from '@/features/super-debtors/model/members-list';
export { superDebtorsListConfig as superDebtors } from '@/features/super-debtors/model/super-debtors-list';
export { exportsListConfig as exports } from '@/features/exports/model/exports-list';
