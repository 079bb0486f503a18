import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { Link, linkOptions } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetProfile } from '@/api/generated/endpoints/administrations/administrations';
import { bulkSetTaskStatus, listTasks, useListTaskAssignees, useListTasks } from '@/api/generated/endpoints/tasks/tasks';
import type { ListTasksParams, Task, TaskFilter, TaskStatus } from '@/api/generated/model';
import type { AppLink } from '@/components/app-link';
import { DataList } from '@/components/list/DataList';
import { listResultFrom, runBulkOperation } from '@/components/list/query-result';
import type { BulkAction, ListColumn } from '@/components/list/types';
import { focusRing } from '@/components/ui/focus-ring';
import { textLinkClass } from '@/components/ui/link';
import { StatusBadge, type StatusTone } from '@/components/ui/StatusBadge';
import { formatDate } from '@/lib/format';
import type { BulkTarget } from '@/lib/list/selection';
import { defineListSearch } from '@/lib/list/search-params';
import type { ListSearch } from '@/lib/list/search-schema';
import { TASK_STATUSES, TASK_TYPES, TASK_VIEWS, tasksListConfig } from '../model/tasks-list';
import { quickViewOf } from '../model/task-values';

/** The list's URL state declaration: loads with the screen (the route needs only the config). */
export const tasksList = defineListSearch(tasksListConfig);

export type TasksSearch = ListSearch<typeof tasksListConfig>;

/** A fixed part of the filter that is not in the URL: the tasks of one customer, invoice, issue or super debtor (their tabs). */
export type TasksScope = { customer: string } | { invoice: string } | { issue: string } | { 'super-debtor': string };

/** Who nobody is assigned to, as the list's assignee filter names it. */
const NOBODY = 'none';

export const TASK_STATUS_TONE: Record<TaskStatus, StatusTone> = { open: 'info', done: 'success' };
const PRIORITY_TONE = { high: 'danger', normal: 'neutral', low: 'neutral' } as const satisfies Record<Task['priority'], StatusTone>;

/** The list's filter as the contract's bulk `matching`: one quick view there. */
function contractTarget(target: BulkTarget): { ids: string[] } | { matching: TaskFilter; excludeIds?: string[] } {
  if ('ids' in target) return { ids: target.ids };
  const { view, ...rest } = target.matching as Record<string, unknown>;
  const matching = { ...rest, ...(Array.isArray(view) && view.length > 0 ? { view: quickViewOf(view as string[]) } : {}) } as TaskFilter;
  return { matching, ...(target.excludeIds ? { excludeIds: target.excludeIds } : {}) };
}

type Props = {
  administrationId: string;
  search: TasksSearch;
  onSearchChange: (next: TasksSearch) => void;
  /** Absent: every task of the administration. */
  scope?: TasksScope;
  /** The table's accessible name. */
  label: string;
  /** The file name of the export, before its date. */
  exportName: string;
};

/**
 * Tasks in a quick view (mine, today, overdue, all; kept in the address), filtered, searched,
 * sorted and paged on the server, with bulk complete and reopen and CSV export: the
 * administration's (/tasks) or, with a scope, a customer's, invoice's, issue's or super debtor's.
 */
export function TasksList({ administrationId, search, onSearchChange, scope, label, exportName }: Props) {
  const { t, i18n } = useTranslation('tasks');
  const language = i18n.language;
  const queryClient = useQueryClient();
  const profile = useGetProfile(administrationId);
  const assignees = useListTaskAssignees(administrationId);
  const query = { ...tasksList.toQuery(search), ...scope } as ListTasksParams;
  // The route's loader asked for these rows (again on every entering): a failure it met is shown, with "Try again".
  const list = useListTasks(administrationId, query, { query: { placeholderData: keepPreviousData, retryOnMount: false } });
  const ofOneCustomer = scope !== undefined && ('customer' in scope || 'invoice' in scope || 'issue' in scope);
  const view = quickViewOf(search.view);

  const columns = useMemo<ListColumn<Task>[]>(
    () => [
      { id: 'title', header: t('columns.title'), hideable: false, sortBy: 'title', truncate: true, cell: (row) => row.title, exportValue: (row) => row.title },
      { id: 'type', header: t('columns.type'), cell: (row) => t(`type.${row.type}`), exportValue: (row) => t(`type.${row.type}`) },
      {
        id: 'dueDate',
        header: t('columns.dueDate'),
        sortBy: 'due-date',
        nowrap: true,
        cell: (row) => (
          <span className="flex items-center gap-2">
            <time dateTime={row.dueDate}>{formatDate(row.dueDate, language)}</time>
            {row.overdue ? <StatusBadge tone="danger">{t('overdue')}</StatusBadge> : null}
          </span>
        ),
        exportValue: (row) => row.dueDate,
        exportType: 'date',
      },
      {
        id: 'priority',
        header: t('columns.priority'),
        sortBy: 'priority',
        cell: (row) => <StatusBadge tone={PRIORITY_TONE[row.priority]}>{t(`priority.${row.priority}`)}</StatusBadge>,
        exportValue: (row) => t(`priority.${row.priority}`),
      },
      { id: 'assignee', header: t('columns.assignee'), truncate: true, cell: (row) => assigneeName(row, t), exportValue: (row) => row.assignee?.name ?? '' },
      {
        id: 'status',
        header: t('columns.status'),
        cell: (row) => <StatusBadge tone={TASK_STATUS_TONE[row.status]}>{t(`status.${row.status}`)}</StatusBadge>,
        exportValue: (row) => t(`status.${row.status}`),
      },
      ...(ofOneCustomer
        ? []
        : [
            {
              id: 'customer',
              header: t('columns.customer'),
              truncate: true,
              link: (row: Task) => (row.customer ? linkOptions({ to: '/customers/$customerId', params: { customerId: row.customer.id } }) : undefined),
              cell: (row: Task) => row.customer?.name ?? '—',
              exportValue: (row: Task) => row.customer?.name ?? '',
            },
          ]),
      {
        id: 'invoice',
        header: t('columns.invoice'),
        nowrap: true,
        cell: (row) => (row.invoice ? <TextLink link={linkOptions({ to: '/invoices/$invoiceId', params: { invoiceId: row.invoice.id } })}>{row.invoice.number}</TextLink> : '—'),
        exportValue: (row) => row.invoice?.number ?? '',
      },
      {
        id: 'issue',
        header: t('columns.issue'),
        nowrap: true,
        cell: (row) => (row.issue ? <TextLink link={linkOptions({ to: '/issues/$issueId', params: { issueId: row.issue.id } })}>{row.issue.number}</TextLink> : '—'),
        exportValue: (row) => row.issue?.number ?? '',
      },
      { id: 'number', header: t('columns.number'), sortBy: 'number', hiddenByDefault: true, cell: (row) => row.number, exportValue: (row) => row.number },
    ],
    [t, language, ofOneCustomer],
  );

  const bulkActions = useMemo<BulkAction[]>(
    () =>
      (['done', 'open'] as const).map((status) => ({
        id: status === 'done' ? 'complete' : 'reopen',
        label: t(status === 'done' ? 'bulk.complete' : 'bulk.reopen'),
        run: (target: BulkTarget) =>
          runBulkOperation(queryClient, 'bulkSetTaskStatus', administrationId, { target: contractTarget(target), status }, (body, options) => bulkSetTaskStatus(administrationId, body, options)),
      })),
    [administrationId, queryClient, t],
  );

  const byId = new Map((list.data?.items ?? []).map((row) => [row.id, row.title]));

  return (
    <div className="flex flex-col gap-3">
      <nav aria-label={t('views.label')}>
        <ul className="flex flex-wrap gap-2">
          {TASK_VIEWS.map((candidate) => (
            <li key={candidate}>
              <button
                type="button"
                aria-pressed={view === candidate}
                onClick={() => onSearchChange({ ...search, view: candidate === 'all' ? undefined : [candidate], page: undefined })}
                className={`rounded-full border px-3 py-1 text-sm ${focusRing} ${view === candidate ? 'border-slate-900 bg-slate-900 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
              >
                {t(`views.${candidate}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <DataList
        listId={scope === undefined ? 'tasks' : `${Object.keys(scope)[0] ?? 'scoped'}-tasks`}
        userId={profile.data?.id ?? 'anonymous'}
        label={label}
        definition={tasksList}
        search={search}
        onSearchChange={onSearchChange}
        columns={columns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => t('rowLabel', { title: row.title, number: row.number })}
        result={listResultFrom(list)}
        searchFields={[
          { value: 'title', label: t('searchFields.title') },
          { value: 'number', label: t('searchFields.number') },
          ...(ofOneCustomer ? [] : [{ value: 'customer', label: t('searchFields.customer') }]),
        ]}
        filters={[
          { name: 'status', kind: 'multi', label: t('filters.status'), options: TASK_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })) },
          { name: 'type', kind: 'multi', label: t('filters.type'), options: TASK_TYPES.map((value) => ({ value, label: t(`type.${value}`) })) },
          { name: 'assignee', kind: 'multi', label: t('filters.assignee'), options: [{ value: NOBODY, label: t('nobody') }, ...(assignees.data?.items ?? []).map((a) => ({ value: a.id, label: a.name }))] },
        ]}
        rowLink={(row) => linkOptions({ to: '/tasks/$taskId', params: { taskId: row.id } })}
        scope={scope}
        bulkActions={bulkActions}
        describeRow={(id) => byId.get(id) ?? id}
        exportSource={{
          fileName: exportName,
          fetchPage: async ({ page, perPage, signal }) => {
            const answer = await listTasks(administrationId, { ...query, page, 'per-page': perPage }, { signal });
            return { items: answer.items, total: answer.total };
          },
        }}
        empty={{ title: t(`empty.${view}.title`), body: t(`empty.${view}.body`) }}
      />
    </div>
  );
}

export function assigneeName(task: Pick<Task, 'assignee'>, t: ReturnType<typeof useTranslation<'tasks'>>['t']): string {
  if (!task.assignee) return t('nobody');
  return task.assignee.kind === 'department' ? t('departmentName', { name: task.assignee.name }) : task.assignee.name;
}

function TextLink({ link, children }: { link: AppLink; children: ReactNode }) {
  return (
    <Link {...link} className={textLinkClass}>
      {children}
    </Link>
  );
}
