import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetchBlob } from '@/api/client';
import * as operationPermission from '@/api/generated/operation-permissions';
import { usePermission } from '@/api/permissions';
import { getGetMailboxMessageQueryKey, useGetMailboxMessage, useSetMailboxMessageStatus } from '@/api/generated/endpoints/mailbox/mailbox';
import type { MailboxMessage } from '@/api/generated/model';
import { downloadBlob } from '@/components/list/ListExport';
import { QueryErrorView } from '@/components/QueryErrorView';
import { SanitisedHtmlFrame } from '@/components/SanitisedHtmlFrame';
import { Button } from '@/components/ui/Button';
import { textLinkClass } from '@/components/ui/link';
import { formatDateTime, formatNumber } from '@/lib/format';
import { MAIL_STATUSES, mailStatusOf, type MailStatus } from '@/lib/mail-status';
import type { MailboxActorRef } from '../model/mailbox.machine';
import { replacedBy, updateMailboxRows, withStatus } from '../model/rows';
import { FileAttachment } from './FileAttachment';
import { LinkForm, linkFormKey } from './LinkForm';

type Props = {
  actor: MailboxActorRef;
  administrationId: string;
  messageId: string;
  /** How a downloaded attachment is handed to the user; tests replace it. */
  save?: (blob: Blob, fileName: string) => void;
};

const STATUS_ACTION_KEYS = { unread: 'actions.markUnread', read: 'actions.markRead', 'not-relevant': 'actions.markNotRelevant' } as const;

/**
 * One message: who sent it to whom and when, its status (opening an unread message marks it
 * read), its body sanitised in a sandboxed frame, its attachments (downloaded with the bearer
 * token), what it is linked to, and a reply through the composer of the linked customer.
 */
export function ReadingPane({ actor, administrationId, messageId, save = downloadBlob }: Props) {
  const { t } = useTranslation('mailbox');
  const headingId = useId();
  const query = useGetMailboxMessage(administrationId, messageId);
  const setStatus = useSetMailboxMessageStatus();
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);

  const change = (status: MailStatus) =>
    setStatus.mutate(
      { administrationId, messageId, data: { status } },
      {
        onSuccess: (message) => {
          // A status change is a new version of the message: the link form saves against it.
          queryClient.setQueryData(getGetMailboxMessageQueryKey(administrationId, messageId), message);
          updateMailboxRows(queryClient, administrationId, replacedBy(summaryOf(message)));
        },
      },
    );

  // Reading a message is reading it: an unread one becomes read once it is shown.
  const markedRead = useRef(false);
  const message = query.data;
  useEffect(() => {
    if (!message || markedRead.current) return;
    markedRead.current = true;
    heading.current?.focus();
    if (message.readDate === null) {
      updateMailboxRows(queryClient, administrationId, withStatus([message.id], 'read', new Date().toISOString()));
      change('read');
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per message shown
  }, [message]);

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <Button variant="subtle" size="sm" onClick={() => actor.send({ type: 'CLOSED' })}>
          {t('reading.close')}
        </Button>
      </div>
      {query.isError ? (
        <>
          <h2 id={headingId} className="sr-only">
            {t('reading.title')}
          </h2>
          <QueryErrorView error={query.error} onRetry={() => void query.refetch()} />
        </>
      ) : !message ? (
        <div role="status" aria-busy="true" className="flex flex-col gap-3">
          <h2 id={headingId} className="sr-only">
            {t('reading.loading')}
          </h2>
          <span className="block h-6 w-2/3 animate-pulse rounded bg-slate-200" />
          <span className="block h-4 w-1/2 animate-pulse rounded bg-slate-200" />
          <span className="block h-64 animate-pulse rounded bg-slate-100" />
        </div>
      ) : (
        <Message
          message={message}
          headingId={headingId}
          headingRef={heading}
          administrationId={administrationId}
          busy={setStatus.isPending}
          statusFailed={setStatus.isError}
          onStatus={change}
          onLinked={(next) => updateMailboxRows(queryClient, administrationId, replacedBy(summaryOf(next)))}
          save={save}
        />
      )}
    </section>
  );
}

function summaryOf({ recipients: _recipients, body: _body, attachments: _attachments, etag: _etag, ...summary }: MailboxMessage) {
  return summary;
}

type MessageProps = {
  message: MailboxMessage;
  headingId: string;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  administrationId: string;
  busy: boolean;
  statusFailed: boolean;
  onStatus: (status: MailStatus) => void;
  onLinked: (message: MailboxMessage) => void;
  save: (blob: Blob, fileName: string) => void;
};

function Message({ message, headingId, headingRef, administrationId, busy, statusFailed, onStatus, onLinked, save }: MessageProps) {
  // The version the user's own link save made ("Links saved." until the message changes again).
  const [savedEtag, setSavedEtag] = useState<string | null>(null);
  // The link form starts afresh after the user's own save and after they take their colleague's version.
  const [linkFormStarts, setLinkFormStarts] = useState(0);
  const { t, i18n } = useTranslation('mailbox');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const status = mailStatusOf(message);
  const [downloadFailed, setDownloadFailed] = useState<string | null>(null);
  const firstInvoice = message.invoices[0];

  const download = async (attachment: MailboxMessage['attachments'][number]) => {
    setDownloadFailed(null);
    try {
      const path = `/administrations/${administrationId}/mailbox/messages/${message.id}/attachments/${attachment.id}`;
      save(await apiFetchBlob(path, undefined, attachment.contentType), attachment.fileName);
    } catch {
      setDownloadFailed(attachment.fileName);
    }
  };

  return (
    <article className="flex min-w-0 flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold break-words text-slate-950 outline-none">
          {message.subject}
        </h2>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm text-slate-800">
          <dt className="font-medium">{t('reading.from')}</dt>
          <dd className="break-words">
            {message.sender.name} &lt;{message.sender.email}&gt;
          </dd>
          <dt className="font-medium">{t('reading.to')}</dt>
          <dd className="break-words">{message.recipients.join(', ')}</dd>
          <dt className="font-medium">{t('reading.received')}</dt>
          <dd>{formatDateTime(message.receivedAt, language)}</dd>
          <dt className="font-medium">{t('reading.status')}</dt>
          <dd>{t(`status.${status}`)}</dd>
          <dt className="font-medium">{t('reading.linkedTo')}</dt>
          <dd>
            <Links message={message} />
          </dd>
        </dl>
      </header>

      <div role="group" aria-label={t('reading.statusActions')} className="flex flex-wrap gap-2">
        {MAIL_STATUSES.filter((each) => each !== status).map((each) => (
          <Button key={each} variant="secondary" size="sm" disabled={busy} onClick={() => onStatus(each)}>
            {t(STATUS_ACTION_KEYS[each])}
          </Button>
        ))}
        {message.customerId !== null && (
          <Link
            to="/communication/$customerId"
            params={{ customerId: message.customerId }}
            search={firstInvoice ? { invoiceId: firstInvoice.id } : {}}
            state={{ replyTo: message.id }}
            className={`${textLinkClass} self-center text-sm`}
          >
            {t('reading.reply')}
          </Link>
        )}
      </div>
      {statusFailed && (
        <p role="alert" className="text-sm text-red-800">
          {t('reading.statusFailed')}
        </p>
      )}

      <SanitisedHtmlFrame html={message.body} title={t('reading.bodyTitle', { subject: message.subject })} className="h-80 w-full" />

      {message.attachments.length > 0 && (
        <section aria-label={t('reading.attachments')} className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold text-slate-900">{t('reading.attachments')}</h3>
          <ul className="flex flex-col gap-1">
            {message.attachments.map((attachment) => (
              <li key={attachment.id} className="flex flex-wrap items-center gap-2 text-sm">
                <Button variant="subtle" size="sm" onClick={() => void download(attachment)}>
                  {t('reading.download', { name: attachment.fileName })}
                </Button>
                <span className="text-slate-700">{t('reading.size', { size: formatNumber(Math.ceil(attachment.size / 1024), language) })}</span>
                <FileAttachment administrationId={administrationId} message={message} attachment={attachment} />
              </li>
            ))}
          </ul>
          {downloadFailed && (
            <p role="alert" className="text-sm text-red-800">
              {t('reading.downloadFailed', { name: downloadFailed })}
            </p>
          )}
        </section>
      )}

      {/* Afresh for other links and after a save; a status change keeps what is being typed (linkFormKey). */}
      <LinkForm
        key={`${linkFormKey(message)}|${linkFormStarts}`}
        message={message}
        administrationId={administrationId}
        saved={savedEtag === message.etag}
        onLinked={(next) => {
          setSavedEtag(next.etag);
          setLinkFormStarts((starts) => starts + 1);
          onLinked(next);
        }}
      />
    </article>
  );
}

/**
 * What the message is linked to, each a link to its record for a user who may open it (the
 * mailbox permission alone does not read customers or invoices: then the number as text).
 */
function Links({ message }: { message: MailboxMessage }) {
  const { t } = useTranslation('mailbox');
  const customers = usePermission(operationPermission.getCustomer).allowed;
  const invoices = usePermission(operationPermission.getInvoice).allowed;
  if (message.customerId === null && message.invoices.length === 0 && message.issueNumber === null) return <span className="text-slate-600">{t('notLinked')}</span>;
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1">
      {message.customerId !== null && message.customerNumber !== null && (
        <li>
          {customers ? (
            <Link to="/customers/$customerId" params={{ customerId: message.customerId }} className={textLinkClass} aria-label={t('reading.customerLink', { number: message.customerNumber })}>
              {message.customerNumber}
            </Link>
          ) : (
            t('reading.customerLink', { number: message.customerNumber })
          )}
        </li>
      )}
      {message.invoices.map((invoice) => (
        <li key={invoice.id}>
          {invoices ? (
            <Link to="/invoices/$invoiceId" params={{ invoiceId: invoice.id }} className={textLinkClass} aria-label={t('reading.invoiceLink', { number: invoice.number })}>
              {invoice.number}
            </Link>
          ) : (
            t('reading.invoiceLink', { number: invoice.number })
          )}
        </li>
      ))}
      {message.issueNumber !== null && (
        <li>
          {/* The server gives the issue's id only to those who may read issues. */}
          {message.issueId ? (
            <Link to="/issues/$issueId" params={{ issueId: message.issueId }} className={textLinkClass} aria-label={t('reading.issueLink', { number: message.issueNumber })}>
              {message.issueNumber}
            </Link>
          ) : (
            t('reading.issueLink', { number: message.issueNumber })
          )}
        </li>
      )}
    </ul>
  );
}
