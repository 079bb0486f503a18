import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Link } from '@tanstack/react-router';
import { Fragment, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { bulkSetMailboxMessageStatus } from '@/api/generated/endpoints/mailbox/mailbox';
import * as operationPermission from '@/api/generated/operation-permissions';
import { usePermission } from '@/api/permissions';
import type { MailboxMessagePage, MailboxMessageSummary } from '@/api/generated/model';
import { ListTable } from '@/components/list/ListTable';
import { ListEmpty, ListNoMatch, ListPageEmpty } from '@/components/list/ListStates';
import { QueryErrorView } from '@/components/QueryErrorView';
import { runBulkOperation } from '@/components/list/query-result';
import { SelectionBar } from '@/components/list/SelectionBar';
import type { BulkAction, ListColumn } from '@/components/list/types';
import { Button } from '@/components/ui/Button';
import { focusRing } from '@/components/ui/focus-ring';
import { textLinkClass } from '@/components/ui/link';
import { formatDateTime, formatNumber } from '@/lib/format';
import { MAIL_STATUSES, mailStatusOf, type MailStatus } from '@/lib/mail-status';
import type { BulkTarget } from '@/lib/list/selection';
import { MAILBOX_SEARCH_FIELDS, type MailboxSearchField } from '@/navigation/mailbox-search';
import { SEARCH_MIN_LENGTH } from '@/lib/list/search';
import { locationOf, MAILBOX_PAGE_SIZE, type MailboxActorRef } from '../model/mailbox.machine';
import { updateMailboxRows, withStatus } from '../model/rows';

type Props = {
  actor: MailboxActorRef;
  administrationId: string;
  /** The table's accessible name. */
  label: string;
  list: UseQueryResult<MailboxMessagePage>;
  /** The pointer or focus is on Next: its page is fetched ahead. */
  onNextIntent?: () => void;
};

const COLUMN_IDS = ['message', 'received'];
const STATUS_ACTION_KEYS = { unread: 'actions.markUnread', read: 'actions.markRead', 'not-relevant': 'actions.markNotRelevant' } as const;

/**
 * The mailbox's list: search by field, the table of the page (the list kit's grid, bound to the
 * machine's rows, selection and order), paging by the machine's guards, and bulk status changes
 * on the selected rows. Unread messages are bold with a dot; not relevant ones are muted.
 */
export function MailboxList({ actor, administrationId, label, list, onNextIntent }: Props) {
  const { t, i18n } = useTranslation(['mailbox', 'list']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const queryClient = useQueryClient();
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const canNext = useSelector(actor, (snapshot) => snapshot.can({ type: 'NEXT_PAGE' }));
  const canPrevious = useSelector(actor, (snapshot) => snapshot.can({ type: 'PREVIOUS_PAGE' }));
  const fieldId = useId();
  const mayOpenCustomers = usePermission(operationPermission.getCustomer).allowed;
  const mayOpenInvoices = usePermission(operationPermission.getInvoice).allowed;
  const inputId = useId();
  const hintId = useId();

  const columns = useMemo<ListColumn<MailboxMessageSummary>[]>(
    () => [
      {
        // One cell for who, what and what it is linked to: narrow enough to sit beside the reading
        // pane on a wide screen and to fit 390 px without scrolling sideways. The lines are cut to
        // one line each (the subject's full text is its button's name and title).
        id: 'message',
        header: t('columns.message'),
        cell: (row) => {
          const status = mailStatusOf(row);
          const tone = status === 'unread' ? 'font-semibold text-slate-950' : status === 'not-relevant' ? 'text-slate-600' : 'text-slate-900';
          // What the message is linked to: a link to each record the user may open, its number as text otherwise.
          const links: { key: string; text: string; to?: { customerId: string } | { invoiceId: string } }[] = [
            ...(row.customerNumber !== null ? [{ key: 'customer', text: row.customerNumber, to: mayOpenCustomers && row.customerId !== null ? { customerId: row.customerId } : undefined }] : []),
            ...row.invoices.map((invoice) => ({ key: invoice.id, text: invoice.number, to: mayOpenInvoices ? { invoiceId: invoice.id } : undefined })),
            ...(row.issueNumber !== null ? [{ key: 'issue', text: row.issueNumber }] : []),
          ];
          return (
            <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-0.5">
              <span className="flex min-w-0 items-center gap-1.5">
                <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${status === 'unread' ? 'bg-blue-700' : status === 'not-relevant' ? 'border border-slate-400' : 'bg-transparent'}`} />
                <span className={`truncate ${tone}`}>{row.sender.name}</span>
                <span className={`shrink-0 text-xs ${status === 'read' ? 'sr-only' : status === 'unread' ? 'font-semibold text-blue-800' : 'text-slate-700'}`}>{t(`status.${status}`)}</span>
              </span>
              <span className="flex min-w-0 items-center gap-1">
                {/* A button for the mouse; keyboard users open the focused row with Enter (one tab stop for the grid). */}
                <button
                  type="button"
                  tabIndex={-1}
                  title={row.subject}
                  onClick={() => actor.send({ type: 'OPENED', id: row.id })}
                  aria-current={context.openId === row.id ? 'true' : undefined}
                  className={`min-w-0 truncate text-left underline-offset-2 hover:underline ${focusRing} ${tone}`}
                >
                  {row.subject}
                </button>
                {row.hasAttachments ? <span className="shrink-0 text-slate-600">({t('attachment')})</span> : null}
              </span>
              <span className={`truncate text-xs ${links.length > 0 ? 'text-slate-800' : 'text-slate-600'}`}>
                {links.length > 0
                  ? links.map((link, index) => (
                      <Fragment key={link.key}>
                        {index > 0 ? ' · ' : null}
                        {link.to && 'customerId' in link.to ? (
                          <Link to="/customers/$customerId" params={link.to} tabIndex={-1} className={textLinkClass} aria-label={t('reading.customerLink', { number: link.text })}>
                            {link.text}
                          </Link>
                        ) : link.to ? (
                          <Link to="/invoices/$invoiceId" params={link.to} tabIndex={-1} className={textLinkClass} aria-label={t('reading.invoiceLink', { number: link.text })}>
                            {link.text}
                          </Link>
                        ) : (
                          link.text
                        )}
                      </Fragment>
                    ))
                  : t('notLinked')}
              </span>
            </div>
          );
        },
      },
      {
        id: 'received',
        header: t('columns.received'),
        sortBy: 'received',
        align: 'end',
        cell: (row) => <span className="whitespace-nowrap">{formatDateTime(row.receivedAt, language)}</span>,
      },
    ],
    [t, language, actor, context.openId, mayOpenCustomers, mayOpenInvoices],
  );

  const bulkActions = useMemo<BulkAction[]>(
    () =>
      MAIL_STATUSES.map((status: MailStatus) => ({
        id: status,
        label: t(STATUS_ACTION_KEYS[status]),
        run: (target: BulkTarget) => {
          if (!('ids' in target)) throw new Error('The mailbox selects rows by id only');
          return runBulkOperation(queryClient, 'bulkSetMailboxMessageStatus', administrationId, { ids: target.ids, status }, (body, options) =>
            bulkSetMailboxMessageStatus(administrationId, body, options),
          ).then((result) => {
            const failed = new Set(result.failed.map((row) => row.id));
            updateMailboxRows(queryClient, administrationId, withStatus(target.ids.filter((id) => !failed.has(id)), status, new Date().toISOString()));
            return result;
          });
        },
      })),
    [t, queryClient, administrationId],
  );

  const total = list.data?.total ?? 0;
  const rows = list.data?.items ?? null;
  const pageIds = rows?.map((row) => row.id) ?? [];
  const selected = new Set(context.selection);
  const pageState = pageIds.length > 0 && pageIds.every((id) => selected.has(id)) ? 'all' : context.selection.length > 0 ? 'some' : 'none';
  const draftTooShort = context.searchDraft.trim() !== '' && context.searchDraft.trim().length < SEARCH_MIN_LENGTH;
  const number = (value: number) => formatNumber(value, language);

  return (
    <div className="flex flex-col gap-3">
      <form
        role="search"
        aria-label={t('search.label')}
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'SEARCH_SUBMITTED' });
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
            {t('search.field')}
          </label>
          <select
            id={fieldId}
            value={context.search.field}
            onChange={(event) => actor.send({ type: 'SEARCH_FIELD_CHANGED', field: event.target.value as MailboxSearchField })}
            className={`min-h-10 rounded-md border border-slate-300 bg-white px-2 text-sm ${focusRing}`}
          >
            {MAILBOX_SEARCH_FIELDS.map((field) => (
              <option key={field} value={field}>
                {t(`search.fields.${field}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            {t('search.value')}
          </label>
          <input
            id={inputId}
            type="search"
            value={context.searchDraft}
            maxLength={200}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={hintId}
            aria-invalid={draftTooShort ? true : undefined}
            onChange={(event) => actor.send({ type: 'SEARCH_TYPED', value: event.target.value })}
            className={`min-h-10 w-64 max-w-full rounded-md border bg-white px-3 text-sm ${focusRing} ${draftTooShort ? 'border-red-700' : 'border-slate-300'}`}
          />
        </div>
        <label className="flex min-h-10 items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" checked={context.unreadOnly} onChange={() => actor.send({ type: 'UNREAD_TOGGLED' })} className={`size-4 ${focusRing}`} />
          {t('filters.unreadOnly')}
        </label>
        <p id={hintId} aria-live="polite" className="min-h-5 w-full text-sm text-slate-700">
          {draftTooShort ? t('search.minLength', { min: SEARCH_MIN_LENGTH }) : context.isSearch ? t('search.results', { count: total, formatted: number(total) }) : null}
        </p>
      </form>

      <SelectionBar
        selection={{ kind: 'ids', ids: context.selection }}
        total={total}
        pageFullySelected={false}
        onSelectAllMatching={() => undefined}
        onClear={() => actor.send({ type: 'SELECTION_CLEARED' })}
        actions={bulkActions}
        onBulkDone={(result) => {
          // What failed stays selected, to try again or look at.
          actor.send({ type: 'SELECTION_CLEARED' });
          for (const row of result.failed) actor.send({ type: 'ITEM_TOGGLED', id: row.id });
        }}
        describeRow={(id) => rows?.find((row) => row.id === id)?.subject ?? id}
      />

      {list.isError ? (
        <QueryErrorView error={list.error} onRetry={() => void list.refetch()} />
      ) : rows && rows.length === 0 && !list.isPlaceholderData ? (
        context.isSearch || context.unreadOnly ? (
          <ListNoMatch
            onClearFilters={() => {
              if (context.isSearch) actor.send({ type: 'SEARCH_TYPED', value: '' });
              if (context.unreadOnly) actor.send({ type: 'UNREAD_TOGGLED' });
            }}
          />
        ) : context.page > 1 ? (
          <ListPageEmpty page={context.page} onFirstPage={() => actor.send({ type: 'LOCATION_CHANGED', location: { ...locationOf(context), page: 1 } })} />
        ) : (
          <ListEmpty title={t('empty.title')} body={t('empty.body')} />
        )
      ) : (
        <>
          <ListTable
            label={label}
            columns={columns}
            visibleColumns={COLUMN_IDS}
            rows={rows}
            skeletonRows={MAILBOX_PAGE_SIZE}
            updating={list.isPlaceholderData}
            getRowId={(row) => row.id}
            getRowLabel={(row) => t('rowLabel', { sender: row.sender.name, subject: row.subject })}
            sort={{ sortBy: 'received', sortOrder: context.sortOrder }}
            onSortChange={(sort) => {
              if (sort.sortOrder !== context.sortOrder) actor.send({ type: 'SORT_TOGGLED' });
            }}
            onOpenRow={(row) => actor.send({ type: 'OPENED', id: row.id })}
            selection={{
              isSelected: (id) => selected.has(id),
              pageState,
              toggleRow: (id) => actor.send({ type: 'ITEM_TOGGLED', id }),
              togglePage: () => actor.send({ type: 'SELECT_ALL_TOGGLED', ids: pageIds }),
            }}
          />
          <nav aria-label={t('list:pagination.label')} className="flex flex-wrap items-center justify-end gap-2 text-sm text-slate-800">
            <Button variant="subtle" size="sm" onClick={() => actor.send({ type: 'PREVIOUS_PAGE' })} disabled={!canPrevious}>
              {t('list:pagination.previous')}
            </Button>
            <span aria-current="page" className="px-2">
              {t('list:pagination.page', { page: number(context.page), pages: number(context.totalPages) })}
            </span>
            <Button variant="subtle" size="sm" onClick={() => actor.send({ type: 'NEXT_PAGE' })} onPointerEnter={onNextIntent} onFocus={onNextIntent} disabled={!canNext}>
              {t('list:pagination.next')}
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
