import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import {
  getListCustomerTimelineQueryOptions,
  getListInvoiceTimelineQueryOptions,
  getListSuperDebtorTimelineQueryOptions,
} from '@/api/generated/endpoints/timeline/timeline';
import type { TimelineEntry, TimelineKind, TimelinePage, TimelineSubject } from '@/api/generated/model';
import { usePermissions } from '@/api/permissions';
import type { AppLink } from '@/components/app-link';
import { Button } from '@/components/ui/Button';
import { textLinkClass } from '@/components/ui/link';
import { Spinner } from '@/components/ui/Spinner';
import { formatDateTime, formatNumber } from '@/lib/format';
import { isAllowed, type Permission } from '@/lib/permissions';
import { PanelMessage } from './PanelMessage';

type TimelineRecord = { kind: TimelineSubject['kind']; id: string };

/** Every kind, in the order the filter offers them, with the permission reading it (the server leaves out the rest). */
const KINDS: readonly { kind: TimelineKind; permission: Permission | null }[] = [
  { kind: 'email', permission: 'Manage_Messages' },
  { kind: 'letter', permission: 'Manage_Messages' },
  { kind: 'call', permission: 'Manage_Calls' },
  { kind: 'incoming-mail', permission: 'Manage_Mailbox' },
  { kind: 'comment', permission: null },
  { kind: 'file', permission: 'Manage_Documents' },
  { kind: 'dunning-paused', permission: null },
  { kind: 'dunning-resumed', permission: null },
  { kind: 'issue', permission: 'Manage_Issues' },
  { kind: 'arrangement', permission: 'Manage_Arrangements' },
];

const PAGE = 25;

const RECORD_ROUTES: Record<TimelineSubject['kind'], { path: string; param: string }> = {
  customer: { path: '/customers/$customerId', param: 'customerId' },
  invoice: { path: '/invoices/$invoiceId', param: 'invoiceId' },
  superDebtor: { path: '/super-debtors/$superDebtorId', param: 'superDebtorId' },
};

/** The record a comment, file or pause hangs on, and the tab that shows it. */
function recordLink(subject: TimelineSubject, tab: 'overview' | 'attachments'): AppLink {
  const { path, param } = RECORD_ROUTES[subject.kind];
  return { to: tab === 'overview' ? path : `${path}/attachments`, params: { [param]: subject.id }, search: {} };
}

/** Where an entry's source is shown: the sent item in its list, the call, the incoming e-mail, the issue or arrangement, the record's files and comments. */
function sourceLink(entry: TimelineEntry): AppLink {
  switch (entry.kind) {
    case 'email':
      return {
        to: '/communication/emails',
        search: { messageId: entry.sourceId },
      };
    case 'letter':
      return {
        to: '/communication/letters',
        search: { messageId: entry.sourceId },
      };
    case 'call':
      return { to: '/communication/calls', search: { callId: entry.sourceId } };
    case 'incoming-mail':
      return { to: '/mailbox', search: { messageId: entry.sourceId } };
    case 'issue':
      return { to: '/issues/$issueId', params: { issueId: entry.sourceId }, search: {} };
    case 'arrangement':
      return { to: '/arrangements/$arrangementId', params: { arrangementId: entry.sourceId }, search: {} };
    case 'comment':
    case 'file':
      return recordLink(entry.about, 'attachments');
    default:
      return recordLink(entry.about, 'overview');
  }
}

function useTimeline(administrationId: string, record: TimelineRecord, kinds: readonly TimelineKind[], perPage: number) {
  const params = {
    'per-page': perPage,
    ...(kinds.length > 0 ? { kind: [...kinds] } : {}),
  };
  const options =
    record.kind === 'customer'
      ? getListCustomerTimelineQueryOptions(administrationId, record.id, params)
      : record.kind === 'invoice'
        ? getListInvoiceTimelineQueryOptions(administrationId, record.id, params)
        : getListSuperDebtorTimelineQueryOptions(administrationId, record.id, params);
  // One hook for three operations of one answer shape: the options differ in key and URL only.
  return useQuery({
    ...(options as ReturnType<typeof getListCustomerTimelineQueryOptions<TimelinePage>>),
    placeholderData: keepPreviousData,
  });
}

type RecordTimelineProps = {
  administrationId: string;
  /** The customer, invoice or super debtor whose timeline this is. */
  record: TimelineRecord;
};

/**
 * Everything that happened with a record, newest first, filterable by kind; each entry links to
 * its source and names the invoice or customer it is about when that is not the record itself.
 * The server leaves out what the user may not read; the filter offers only the kinds they may.
 */
export function RecordTimeline({ administrationId, record }: RecordTimelineProps) {
  const { t, i18n } = useTranslation('records');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const headingId = useId();
  const { permissions } = usePermissions();
  const [chosen, setChosen] = useState<readonly TimelineKind[]>([]);
  const [perPage, setPerPage] = useState(PAGE);
  const timeline = useTimeline(administrationId, record, chosen, perPage);
  const offered = KINDS.filter(({ permission }) => isAllowed(permissions, permission));

  const toggle = (kind: TimelineKind, on: boolean) => {
    setChosen((current) => (on ? [...current, kind] : current.filter((k) => k !== kind)));
    setPerPage(PAGE);
  };

  let content;
  if (timeline.isPending) content = <Spinner label={t('timeline.loading')} className="min-h-16" />;
  else if (timeline.isError)
    content =
      timeline.error instanceof ApiError && timeline.error.status === 403 ? (
        <PanelMessage>{t('timeline.forbidden')}</PanelMessage>
      ) : (
        <PanelMessage tone="error" retry={() => void timeline.refetch()}>
          {t('timeline.loadFailed')}
        </PanelMessage>
      );
  else if (timeline.data.items.length === 0) content = <PanelMessage>{t(chosen.length > 0 ? 'timeline.emptyFiltered' : 'timeline.empty')}</PanelMessage>;
  else {
    const { items, total } = timeline.data;
    content = (
      <>
        <ol aria-labelledby={headingId} className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {items.map((entry) => (
            <TimelineItem key={entry.id} entry={entry} record={record} language={language} />
          ))}
        </ol>
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <p>
            {t('timeline.shown', {
              shown: formatNumber(items.length, language),
              total: formatNumber(total, language),
              count: total,
            })}
          </p>
          {items.length < total && (
            <Button variant="secondary" size="sm" onClick={() => setPerPage((n) => n + PAGE)}>
              {t('timeline.more')}
            </Button>
          )}
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-base font-semibold text-slate-950">
        {t('timeline.title')}
      </h3>
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-800">
        <legend className="sr-only">{t('timeline.filter')}</legend>
        <span aria-hidden="true" className="font-medium text-slate-700">
          {t('timeline.filter')}
        </span>
        {offered.map(({ kind }) => (
          <label key={kind} className="inline-flex items-center gap-1.5">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-400"
              checked={chosen.includes(kind)}
              onChange={(event) => toggle(kind, event.target.checked)}
            />
            {t(`timeline.kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      {content}
    </section>
  );
}

function TimelineItem({ entry, record, language }: { entry: TimelineEntry; record: TimelineRecord; language: string }) {
  const { t } = useTranslation('records');
  const elsewhere = entry.about.kind !== record.kind || entry.about.id !== record.id;
  const summary = entry.summary.trim() || t(`timeline.kinds.${entry.kind}`);
  return (
    <li className="flex flex-col gap-1 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-slate-700">
        <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-800">{t(`timeline.kinds.${entry.kind}`)}</span>
        <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
        {entry.by && <span>{t('timeline.by', { name: entry.by.name })}</span>}
        {elsewhere && (
          <Link {...recordLink(entry.about, 'overview')} className={textLinkClass}>
            {t(`timeline.about.${entry.about.kind}`, {
              label: entry.about.label,
            })}
          </Link>
        )}
      </div>
      <Link {...sourceLink(entry)} className={`${textLinkClass} line-clamp-2 break-words`}>
        {summary}
      </Link>
    </li>
  );
}
