import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { Link, linkOptions } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetProfile } from '@/api/generated/endpoints/administrations/administrations';
import {
  bulkAssignIssues,
  bulkSetIssueStatus,
  listIssues,
  useListIssueAssignees,
  useListIssueCategories,
  useListIssues,
} from '@/api/generated/endpoints/issues/issues';
import type { Issue, IssueFilter, IssueStatus, ListIssuesParams } from '@/api/generated/model';
import type { AppLink } from '@/components/app-link';
import { DataList } from '@/components/list/DataList';
import { listResultFrom, runBulkOperation } from '@/components/list/query-result';
import type { BulkAction, ListColumn } from '@/components/list/types';
import { textLinkClass } from '@/components/ui/link';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { ISSUE_STATUS_TONE } from '@/components/ui/status-tones';
import { formatDate } from '@/lib/format';
import type { BulkTarget } from '@/lib/list/selection';
import { defineListSearch } from '@/lib/list/search-params';
import type { ListSearch } from '@/lib/list/search-schema';
import { ISSUE_STATUSES, issuesListConfig } from '../model/issues-list';

/** The list's URL state declaration: loads with the screen (the route needs only the config). */
export const issuesList = defineListSearch(issuesListConfig);

export type IssuesSearch = ListSearch<typeof issuesListConfig>;

/** A fixed part of the filter that is not in the URL: the issues of one customer, invoice or super debtor (their tabs). */
export type IssuesScope = { customer: string } | { invoice: string } | { 'super-debtor': string };

/** Who nobody is assigned to, as the list's assignee filter and the bulk assign name it. */
export const NOBODY = 'none';

/** The list's filter as the contract's bulk `matching`: ages are whole numbers there. */
function contractTarget(target: BulkTarget): { ids: string[] } | { matching: IssueFilter; excludeIds?: string[] } {
  if ('ids' in target) return { ids: target.ids };
  const { 'age-min': min, 'age-max': max, ...rest } = target.matching as Record<string, unknown>;
  const whole = (value: unknown) => (value === undefined ? undefined : Math.floor(Number(value)));
  const matching = { ...rest, ...(min !== undefined ? { 'age-min': whole(min) } : {}), ...(max !== undefined ? { 'age-max': whole(max) } : {}) } as IssueFilter;
  return { matching, ...(target.excludeIds ? { excludeIds: target.excludeIds } : {}) };
}

type Props = {
  administrationId: string;
  search: IssuesSearch;
  onSearchChange: (next: IssuesSearch) => void;
  /** Absent: every issue of the administration. */
  scope?: IssuesScope;
  /** The table's accessible name. */
  label: string;
  /** The file name of the export, before its date. */
  exportName: string;
};

/**
 * Issues filtered (status, category, assignee, age), searched, sorted and paged on the server, with
 * bulk assign and change of status and CSV export: the administration's (/issues) or, with a
 * scope, a customer's, an invoice's or a super debtor's (their issues tabs).
 */
export function IssuesList({ administrationId, search, onSearchChange, scope, label, exportName }: Props) {
  const { t, i18n } = useTranslation('issues');
  const language = i18n.language;
  const queryClient = useQueryClient();
  const profile = useGetProfile(administrationId);
  const categories = useListIssueCategories(administrationId);
  const assignees = useListIssueAssignees(administrationId);
  const query = { ...issuesList.toQuery(search), ...scope } as ListIssuesParams;
  // The route's loader asked for these rows (again on every entering): a failure it met is shown, with "Try again".
  const list = useListIssues(administrationId, query, { query: { placeholderData: keepPreviousData, retryOnMount: false } });
  const ofOneCustomer = scope !== undefined && 'customer' in scope;

  const columns = useMemo<ListColumn<Issue>[]>(
    () => [
      { id: 'number', header: t('columns.number'), hideable: false, sortBy: 'number', cell: (row) => row.number, exportValue: (row) => row.number },
      ...(ofOneCustomer
        ? []
        : [
            {
              id: 'customer',
              header: t('columns.customer'),
              sortBy: 'customer',
              truncate: true,
              link: (row: Issue) => linkOptions({ to: '/customers/$customerId', params: { customerId: row.customer.id } }),
              cell: (row: Issue) => row.customer.name,
              exportValue: (row: Issue) => row.customer.name,
            },
          ]),
      {
        id: 'invoices',
        header: t('columns.invoices'),
        cell: (row) =>
          row.invoices.length === 0 ? (
            '—'
          ) : (
            <ul className="flex flex-wrap gap-x-2">
              {row.invoices.map((invoice) => (
                <li key={invoice.id}>
                  <InvoiceLink id={invoice.id} number={invoice.number} />
                </li>
              ))}
            </ul>
          ),
        exportValue: (row) => row.invoices.map((invoice) => invoice.number).join(', '),
      },
      { id: 'category', header: t('columns.category'), cell: (row) => row.category.name, exportValue: (row) => row.category.name },
      {
        id: 'status',
        header: t('columns.status'),
        sortBy: 'status',
        cell: (row) => <StatusBadge tone={ISSUE_STATUS_TONE[row.status]}>{t(`status.${row.status}`)}</StatusBadge>,
        exportValue: (row) => t(`status.${row.status}`),
      },
      { id: 'assignee', header: t('columns.assignee'), truncate: true, cell: (row) => row.assignee?.name ?? t('nobody'), exportValue: (row) => row.assignee?.name ?? '' },
      { id: 'age', header: t('columns.age'), align: 'end', cell: (row) => t('ageDays', { count: row.ageDays }), exportValue: (row) => row.ageDays },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        sortBy: 'created-at',
        nowrap: true,
        hiddenByDefault: true,
        cell: (row) => <time dateTime={row.createdAt}>{formatDate(row.createdAt, language)}</time>,
        exportValue: (row) => row.createdAt.slice(0, 10),
        exportType: 'date',
      },
      { id: 'description', header: t('columns.description'), truncate: true, hiddenByDefault: true, cell: (row) => row.description, exportValue: (row) => row.description },
    ],
    [t, language, ofOneCustomer],
  );

  const assigneeOptions = useMemo(
    () => (assignees.data?.items ?? []).map((a) => ({ value: `${a.kind}:${a.id}`, label: a.kind === 'department' ? t('departmentName', { name: a.name }) : a.name })),
    [assignees.data, t],
  );

  const bulkActions = useMemo<BulkAction[]>(
    () => [
      {
        id: 'assign',
        label: t('bulk.assign'),
        reason: {
          label: t('bulk.assign'),
          withoutText: true,
          choice: { label: t('fields.assignee'), textFor: NOBODY, options: [{ value: NOBODY, label: t('nobody') }, ...assigneeOptions] },
        },
        run: (target, { choice }) => {
          const [kind, ...id] = (choice ?? NOBODY).split(':');
          const assignee = choice && choice !== NOBODY ? { kind: kind as 'user' | 'department', id: id.join(':') } : null;
          return runBulkOperation(queryClient, 'bulkAssignIssues', administrationId, { target: contractTarget(target), assignee }, (body, options) => bulkAssignIssues(administrationId, body, options));
        },
      },
      {
        id: 'status',
        label: t('bulk.status'),
        reason: {
          label: t('bulk.status'),
          withoutText: true,
          choice: { label: t('fields.status'), textFor: 'in-progress', options: ISSUE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })) },
        },
        run: (target, { choice }) =>
          runBulkOperation(queryClient, 'bulkSetIssueStatus', administrationId, { target: contractTarget(target), status: (choice ?? 'in-progress') as IssueStatus }, (body, options) =>
            bulkSetIssueStatus(administrationId, body, options),
          ),
      },
    ],
    [administrationId, assigneeOptions, queryClient, t],
  );

  const byId = new Map((list.data?.items ?? []).map((row) => [row.id, row.number]));

  return (
    <DataList
      listId={scope === undefined ? 'issues' : `${Object.keys(scope)[0] ?? 'scoped'}-issues`}
      userId={profile.data?.id ?? 'anonymous'}
      label={label}
      definition={issuesList}
      search={search}
      onSearchChange={onSearchChange}
      columns={columns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => t('rowLabel', { number: row.number, customer: row.customer.name })}
      result={listResultFrom(list)}
      searchFields={[
        { value: 'number', label: t('searchFields.number') },
        ...(ofOneCustomer ? [] : [{ value: 'customer', label: t('searchFields.customer') }]),
        { value: 'description', label: t('searchFields.description') },
      ]}
      filters={[
        { name: 'status', kind: 'multi', label: t('filters.status'), options: ISSUE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })) },
        { name: 'category', kind: 'multi', label: t('filters.category'), options: (categories.data?.items ?? []).map((c) => ({ value: c.id, label: c.name })) },
        { name: 'assignee', kind: 'multi', label: t('filters.assignee'), options: [{ value: NOBODY, label: t('nobody') }, ...(assignees.data?.items ?? []).map((a) => ({ value: a.id, label: a.name }))] },
        { name: 'age', kind: 'amountRange', label: t('filters.age') },
      ]}
      rowLink={(row) => linkOptions({ to: '/issues/$issueId', params: { issueId: row.id } })}
      scope={scope}
      bulkActions={bulkActions}
      describeRow={(id) => byId.get(id) ?? id}
      exportSource={{
        fileName: exportName,
        fetchPage: async ({ page, perPage, signal }) => {
          const answer = await listIssues(administrationId, { ...query, page, 'per-page': perPage }, { signal });
          return { items: answer.items, total: answer.total };
        },
      }}
      empty={{ title: t('empty.title'), body: t('empty.body') }}
    />
  );
}

function InvoiceLink({ id, number }: { id: string; number: string }) {
  return <AppTextLink link={linkOptions({ to: '/invoices/$invoiceId', params: { invoiceId: id } })}>{number}</AppTextLink>;
}


function AppTextLink({ link, children }: { link: AppLink; children: ReactNode }) {
  return (
    <Link {...link} className={textLinkClass}>
      {children}
    </Link>
  );
}
