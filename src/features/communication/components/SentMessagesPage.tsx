import { keepPreviousData } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetchBlob } from '@/api/client';
import {
  getGetLetterPdfUrl,
  listEmails,
  listLetters,
  useGetEmail,
  useGetLetter,
  useListBatchEmails,
  useListBatchLetters,
  useListEmailBatches,
  useListEmails,
  useListLetterBatches,
  useListLetters,
} from '@/api/generated/endpoints/communication/communication';
import { useGetProfile } from '@/api/generated/endpoints/administrations/administrations';
import type { EmailStatus, EmailSummary, LetterStatus, LetterSummary, ListEmailsParams, ListLettersParams, MessageBatch } from '@/api/generated/model';
import { DataList } from '@/components/list/DataList';
import { downloadBlob } from '@/components/list/ListExport';
import { QueryErrorView } from '@/components/QueryErrorView';
import { listResultFrom } from '@/components/list/query-result';
import type { ListColumn } from '@/components/list/types';
import type { AppLink } from '@/components/app-link';
import { PageFrame } from '@/components/PageFrame';
import { PageSpinner } from '@/components/PageSpinner';
import { SanitisedHtmlFrame } from '@/components/SanitisedHtmlFrame';
import { Button } from '@/components/ui/Button';
import { StatusBadge, type StatusTone } from '@/components/ui/StatusBadge';
import { EMAIL_STATUS_TONE, LETTER_STATUS_TONE } from '@/components/ui/status-tones';
import { textLinkClass } from '@/components/ui/link';
import { formatDateTime } from '@/lib/format';
import { defineListSearch } from '@/lib/list/search-params';
import type { ListDefinitionConfig, ListSearch } from '@/lib/list/search-schema';
import { AREAS } from '@/navigation/areas';
import { usePermission } from '@/api/permissions';
import { InvoiceLinks } from '@/components/records/InvoiceLinks';
import { areaCrumbs } from '@/navigation/links';
import {
  EMAIL_STATUSES,
  emailsListConfig,
  LETTER_STATUSES,
  lettersListConfig,
  isOfOneCustomer,
  ofOneCustomer,
  type OpenItem,
  type RecordScope,
} from '../model/lists';
import { openOnThisPage } from './open-link';

export type Kind = 'emails' | 'letters';

/** A batch's items: its e-mails or letters by status (no day or customer filter: one run, many customers). */
const batchEmailsListConfig = { ...emailsListConfig, filters: { status: emailsListConfig.filters.status } } as const satisfies ListDefinitionConfig;
const batchLettersListConfig = { ...lettersListConfig, filters: { status: lettersListConfig.filters.status } } as const satisfies ListDefinitionConfig;

const batchesListConfig = {
  sortable: ['created-at', 'name', 'size'],
  searchFields: ['name'],
  filters: {},
  defaults: { sortBy: 'created-at', sortOrder: 'desc', searchField: 'name', perPage: 25 },
} as const satisfies ListDefinitionConfig;


const definitions = {
  emails: defineListSearch(emailsListConfig),
  letters: defineListSearch(lettersListConfig),
};
const oneCustomerDefinitions = {
  emails: defineListSearch(ofOneCustomer(emailsListConfig)),
  letters: defineListSearch(ofOneCustomer(lettersListConfig)),
};
const batchItems = { emails: defineListSearch(batchEmailsListConfig), letters: defineListSearch(batchLettersListConfig) };
const batchesList = defineListSearch(batchesListConfig);

export type EmailsSearch = ListSearch<typeof emailsListConfig> & OpenItem;
export type LettersSearch = ListSearch<typeof lettersListConfig> & OpenItem;
type Search = EmailsSearch | LettersSearch;
type Row = EmailSummary | LetterSummary;

type Props = {
  kind: Kind;
  administrationId: string;
  search: Search;
  // Either list's route hands its own setter: the page writes back the search it was given.
  onSearchChange: (next: never) => void;
};

/**
 * /communication/emails and /communication/letters: what was sent, filtered, sorted and paged on
 * the server; a row opens the message as sent (sanitised, in a sandboxed frame) and, for a letter,
 * its PDF; "Batches" lists the runs of journey steps and one batch's items.
 */
export function SentMessagesPage({ kind, administrationId, search, onSearchChange: write }: Props) {
  const onSearchChange = write as (next: Search) => void;
  const { t } = useTranslation(['communication', 'navigation']);
  const area = kind === 'emails' ? 'emails' : 'letters';
  const { view, batchId, messageId } = search;
  const open = (patch: OpenItem) => onSearchChange({ ...search, ...patch });
  const title = t(AREAS[area].titleKey);

  const tabs = (
    <nav aria-label={t('lists.views', { list: title })} className="flex gap-2 border-b border-slate-200">
      {([undefined, 'batches'] as const).map((value) => (
        <Button
          key={value ?? 'all'}
          variant="subtle"
          size="sm"
          aria-current={view === value ? 'page' : undefined}
          className={view === value ? 'border-b-2 border-blue-800' : ''}
          onClick={() => onSearchChange({ ...({} as Search), view: value })}
        >
          {value === 'batches' ? t('lists.batches') : t(`lists.all.${kind}`)}
        </Button>
      ))}
    </nav>
  );

  return (
    <PageFrame title={title} breadcrumbs={areaCrumbs(t, area)} tabs={tabs}>
      <div className="flex flex-col gap-6">
        {view === 'batches' ? (
          batchId ? (
            <BatchItems kind={kind} administrationId={administrationId} batchId={batchId} onBack={() => open({ batchId: undefined, messageId: undefined })} />
          ) : (
            <Batches kind={kind} administrationId={administrationId} />
          )
        ) : (
          <AllMessages kind={kind} administrationId={administrationId} search={search} onSearchChange={onSearchChange} />
        )}
        {messageId ? <MessageAsSent kind={kind} administrationId={administrationId} id={messageId} onClose={() => open({ messageId: undefined })} /> : null}
      </div>
    </PageFrame>
  );
}

function useColumns(kind: Kind, oneCustomer = false): ListColumn<Row>[] {
  const { t, i18n } = useTranslation('communication');
  const language = i18n.language;
  const mayOpenInvoices = usePermission(AREAS.invoices.permission).allowed;
  return useMemo<ListColumn<Row>[]>(
    () => [
      // The time it was sent names the row (its link opens the message); the customer cell links to the customer.
      { id: 'sentAt', header: t('columns.sentAt'), sortBy: 'sent-at', hideable: false, nowrap: true, cell: (row) => formatDateTime(row.sentAt, language), exportValue: (row) => row.sentAt },
      // One customer's messages need not name the customer on every row.
      ...(oneCustomer
        ? []
        : [
            {
              id: 'customer',
              header: t('columns.customer'),
              sortBy: 'customer',
              truncate: true,
              link: (row: Row) => linkOptions({ to: '/customers/$customerId', params: { customerId: row.customer.id } }),
              cell: (row: Row) => row.customer.name,
              exportValue: (row: Row) => row.customer.name,
            },
          ]),
      kind === 'emails'
        ? { id: 'to', header: t('columns.to'), cell: (row) => (row as EmailSummary).to, exportValue: (row) => (row as EmailSummary).to }
        : { id: 'address', header: t('columns.address'), cell: (row) => (row as LetterSummary).address, exportValue: (row) => (row as LetterSummary).address },
      { id: 'subject', header: t('columns.subject'), sortBy: 'subject', cell: (row) => row.subject, exportValue: (row) => row.subject },
      { id: 'status', header: t('columns.status'), sortBy: 'status', cell: (row) => <StatusBadge tone={statusTone(row.status)}>{t(`status.${row.status}`)}</StatusBadge>, exportValue: (row) => t(`status.${row.status}`) },
      { id: 'invoices', header: t('columns.invoices'), cell: (row) => <InvoiceLinks invoices={row.invoices} linked={mayOpenInvoices} inRow />, exportValue: (row) => row.invoiceNumbers.join(' ') },
      { id: 'sentBy', header: t('columns.sentBy'), hiddenByDefault: true, cell: (row) => row.sentBy?.name ?? t('lists.journey'), exportValue: (row) => row.sentBy?.name ?? '' },
    ],
    [t, language, kind, oneCustomer, mayOpenInvoices],
  );
}

/** An e-mail's or a letter's status as a badge's tone (the two kinds share no status). */
function statusTone(status: string): StatusTone {
  return EMAIL_STATUS_TONE[status as EmailStatus] ?? LETTER_STATUS_TONE[status as LetterStatus] ?? 'neutral';
}

function statusOptions(kind: Kind, t: (key: `status.${string}`) => string) {
  return (kind === 'emails' ? EMAIL_STATUSES : LETTER_STATUSES).map((value) => ({ value, label: t(`status.${value}`) }));
}

function searchFieldsOf(kind: Kind, t: ReturnType<typeof useTranslation<'communication'>>['t'], oneCustomer = false) {
  return [
    ...(oneCustomer ? [] : [{ value: 'customer-name', label: t('searchFields.customerName') }]),
    { value: 'subject', label: t('searchFields.subject') },
    ...(kind === 'emails' ? [{ value: 'to', label: t('searchFields.to') }] : []),
  ];
}

function AllMessages({ kind, administrationId, search, onSearchChange }: Omit<Props, 'onSearchChange'> & { onSearchChange: (next: Search) => void }) {
  const { t } = useTranslation('communication');
  return (
    <SentMessagesList
      kind={kind}
      administrationId={administrationId}
      search={search}
      onSearchChange={onSearchChange}
      openLink={(messageId) => openOnThisPage({ messageId })}
      listId={`sent-${kind}`}
      label={t(`lists.all.${kind}`)}
      empty={t(`empty.${kind}`)}
      exportName={kind}
    />
  );
}

export type SentMessagesListProps = {
  kind: Kind;
  administrationId: string;
  search: ListSearch<typeof emailsListConfig> | ListSearch<typeof lettersListConfig>;
  onSearchChange: (next: ListSearch<typeof emailsListConfig>) => void;
  /** Where a row leads: the page with the message open. */
  openLink: (messageId: string) => AppLink;
  /** Absent: everything sent in the administration; else a record's (its communication tab). */
  scope?: RecordScope;
  /** The list's id in the user's column choice. */
  listId: string;
  /** The table's accessible name. */
  label: string;
  /** What the list says when nothing was sent at all. */
  empty: string;
  /** The export's file name, before its date. */
  exportName: string;
};

/**
 * Sent e-mails or letters filtered, sorted and paged on the server, with CSV export: the
 * administration's or, with a scope, a record's. The scope takes part in every request and the
 * export; one customer's messages are neither searched by customer nor name it on every row.
 */
export function SentMessagesList({ kind, administrationId, search, onSearchChange, openLink, scope, listId, label, empty, exportName }: SentMessagesListProps) {
  const { t } = useTranslation('communication');
  const oneCustomer = scope !== undefined && isOfOneCustomer(scope);
  const definition = (oneCustomer ? oneCustomerDefinitions : definitions)[kind] as typeof definitions.emails;
  const profile = useGetProfile(administrationId);
  const query = { ...definition.toQuery(search as EmailsSearch), ...scope };
  const options = { query: { placeholderData: keepPreviousData, retryOnMount: false } };
  // One of the two lists runs: the other's query is disabled, so hooks keep their order.
  const emails = useListEmails(administrationId, query as ListEmailsParams, { query: { ...options.query, enabled: kind === 'emails' } });
  const letters = useListLetters(administrationId, query as ListLettersParams, { query: { ...options.query, enabled: kind === 'letters' } });
  const list = kind === 'emails' ? emails : letters;
  const columns = useColumns(kind, oneCustomer);
  return (
    <DataList<Row, typeof emailsListConfig>
      listId={listId}
      userId={profile.data?.id ?? 'anonymous'}
      label={label}
      definition={definition}
      search={search as EmailsSearch}
      onSearchChange={onSearchChange}
      columns={columns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => t('lists.rowLabel', { subject: row.subject, customer: row.customer.name })}
      result={listResultFrom<Row>(list as never)}
      searchFields={searchFieldsOf(kind, t, oneCustomer)}
      filters={[
        { name: 'status', kind: 'multi', label: t('filters.status'), options: statusOptions(kind, t) },
        { name: 'sentAt', kind: 'dateRange', label: t('filters.sentAt') },
      ]}
      rowLink={(row) => openLink(row.id)}
      scope={scope}
      exportSource={{
        fileName: exportName,
        fetchPage: async ({ page, perPage, signal }) => {
          const params = { ...query, page, 'per-page': perPage };
          const answer = kind === 'emails' ? await listEmails(administrationId, params as ListEmailsParams, { signal }) : await listLetters(administrationId, params as ListLettersParams, { signal });
          return { items: answer.items as Row[], total: answer.total };
        },
      }}
      empty={{ title: empty, body: t('empty.body') }}
    />
  );
}

/** A list whose state lives in the screen (not the URL): the batches and a batch's items. */
function useLocalSearch<S>() {
  return useState<S>({} as S);
}

function Batches({ kind, administrationId }: { kind: Kind; administrationId: string }) {
  const { t, i18n } = useTranslation('communication');
  const language = i18n.language;
  const [search, setSearch] = useLocalSearch<ListSearch<typeof batchesListConfig>>();
  const query = batchesList.toQuery(search);
  const options = { query: { placeholderData: keepPreviousData, retryOnMount: false } };
  const emailBatches = useListEmailBatches(administrationId, query, { query: { ...options.query, enabled: kind === 'emails' } });
  const letterBatches = useListLetterBatches(administrationId, query, { query: { ...options.query, enabled: kind === 'letters' } });
  const list = kind === 'emails' ? emailBatches : letterBatches;
  const columns = useMemo<ListColumn<MessageBatch>[]>(
    () => [
      { id: 'name', header: t('columns.batch'), sortBy: 'name', hideable: false, cell: (row) => row.name },
      { id: 'createdAt', header: t('columns.createdAt'), sortBy: 'created-at', cell: (row) => formatDateTime(row.createdAt, language) },
      { id: 'size', header: t('columns.size'), sortBy: 'size', align: 'end', cell: (row) => String(row.size) },
      {
        id: 'statuses',
        header: t('columns.statuses'),
        cell: (row) =>
          // Each status of the run as its badge with how many.
          <span className="flex flex-wrap gap-1">
            {Object.entries(row.statusCounts).map(([status, count]) => (
              <StatusBadge key={status} tone={statusTone(status)}>{`${t(`status.${status as 'sent'}`)}: ${count}`}</StatusBadge>
            ))}
          </span>,
      },
    ],
    [t, language],
  );
  return (
    <DataList<MessageBatch, typeof batchesListConfig>
      listId={`${kind}-batches`}
      userId="batches"
      label={t('lists.batches')}
      definition={batchesList}
      search={search}
      onSearchChange={setSearch}
      columns={columns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.name}
      result={listResultFrom<MessageBatch>(list as never)}
      searchFields={[{ value: 'name', label: t('searchFields.name') }]}
      rowLink={(row) => openOnThisPage({ batchId: row.id })}
      empty={{ title: t('empty.batches'), body: t('empty.body') }}
    />
  );
}

function BatchItems({ kind, administrationId, batchId, onBack }: { kind: Kind; administrationId: string; batchId: string; onBack: () => void }) {
  const { t, i18n } = useTranslation('communication');
  const [search, setSearch] = useLocalSearch<ListSearch<typeof batchEmailsListConfig>>();
  const definition = batchItems[kind] as typeof batchItems.emails;
  const query = definition.toQuery(search);
  const options = { query: { placeholderData: keepPreviousData, retryOnMount: false } };
  const emails = useListBatchEmails(administrationId, batchId, query as never, { query: { ...options.query, enabled: kind === 'emails' } });
  const letters = useListBatchLetters(administrationId, batchId, query as never, { query: { ...options.query, enabled: kind === 'letters' } });
  const list = kind === 'emails' ? emails : letters;
  const columns = useColumns(kind);
  const batch = list.data?.batch;
  return (
    <section aria-labelledby={`${batchId}-title`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`${batchId}-title`} className="text-lg font-semibold text-slate-950">
          {batch ? t('lists.batchTitle', { name: batch.name, date: formatDateTime(batch.createdAt, i18n.language) }) : t('lists.batch')}
        </h2>
        <button type="button" className={textLinkClass} onClick={onBack}>
          {t('lists.backToBatches')}
        </button>
      </div>
      <DataList<Row, typeof batchEmailsListConfig>
        listId={`batch-${kind}`}
        userId="batch"
        label={batch?.name ?? t('lists.batch')}
        definition={definition}
        search={search}
        onSearchChange={setSearch}
        columns={columns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => t('lists.rowLabel', { subject: row.subject, customer: row.customer.name })}
        result={listResultFrom<Row>(list as never)}
        searchFields={searchFieldsOf(kind, t)}
        filters={[{ name: 'status', kind: 'multi', label: t('filters.status'), options: statusOptions(kind, t) }]}
        rowLink={(row) => openOnThisPage({ messageId: row.id })}
        empty={{ title: t(`empty.${kind}`), body: t('empty.body') }}
      />
    </section>
  );
}

/** One e-mail or letter as it went out: its facts, its HTML (sanitised, sandboxed) and a letter's PDF. */
export function MessageAsSent({ kind, administrationId, id, onClose, focusOnOpen = false }: { kind: Kind; administrationId: string; id: string; onClose: () => void; focusOnOpen?: boolean }) {
  const { t, i18n } = useTranslation('communication');
  const headingId = useId();
  const email = useGetEmail(administrationId, id, { query: { enabled: kind === 'emails' } });
  const letter = useGetLetter(administrationId, id, { query: { enabled: kind === 'letters' } });
  const message = kind === 'emails' ? email : letter;
  const [pdfFailed, setPdfFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Opened from a row of a long list: land on it (keyboard and screen-reader users, and the scroll).
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen, id]);

  async function downloadPdf() {
    setPdfFailed(false);
    try {
      downloadBlob(await apiFetchBlob(getGetLetterPdfUrl(administrationId, id), undefined, 'application/pdf'), `${id}.pdf`);
    } catch {
      setPdfFailed(true);
    }
  }

  const data = message.data;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-md border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-950 focus:outline-none">
          {data ? data.subject : t('message.title')}
        </h2>
        <Button variant="subtle" size="sm" onClick={onClose}>
          {t('message.close')}
        </Button>
      </div>
      {message.isError ? (
        <QueryErrorView error={message.error} onRetry={() => void message.refetch()} />
      ) : !data ? (
        <PageSpinner />
      ) : (
        <>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-600">{t('columns.customer')}</dt>
              <dd className="font-medium">{data.customer.name}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{kind === 'emails' ? t('columns.to') : t('columns.address')}</dt>
              <dd className="font-medium">{'to' in data ? [data.to, ...data.cc].join(', ') : data.address}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('columns.sentAt')}</dt>
              <dd className="font-medium">{formatDateTime(data.sentAt, i18n.language)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('columns.status')}</dt>
              <dd className="font-medium">{t(`status.${data.status}`)}</dd>
            </div>
          </dl>
          <SanitisedHtmlFrame administrationImages html={data.html} title={t('message.frameTitle', { subject: data.subject })} />
          {kind === 'letters' ? (
            <div className="flex items-center gap-3">
              <Button variant="secondary" onClick={() => void downloadPdf()}>
                {t('message.downloadPdf')}
              </Button>
              {pdfFailed ? (
                <p role="alert" className="text-sm text-red-800">
                  {t('message.pdfFailed')}
                </p>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
