import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/api/permissions';
import { ForbiddenPanel } from '@/components/ForbiddenPanel';
import { Button } from '@/components/ui/Button';
import { AREAS } from '@/navigation/areas';
import { WriteMessageLink } from '@/navigation/WriteMessageLink';
import { isOfOneCustomer, parseRecordCommunicationSearch, RECORD_CHANNELS, type RecordChannel, type RecordCommunicationSearch, type RecordScope } from '../model/lists';
import { CallPanel } from './CallPanel';
import { openOnThisPage } from './open-link';
import { CallsList, type CallsListProps } from './CallsPage';
import { MessageAsSent, SentMessagesList, type SentMessagesListProps } from './SentMessagesPage';

/** The record whose communication the tab lists; `name` is a customer's or group's name, an invoice's number. */
export type CommunicationRecord = { kind: 'customer' | 'invoice' | 'superDebtor'; id: string; name: string };

type Props = {
  administrationId: string;
  record: CommunicationRecord;
  /** The tab's URL state as the address has it: checked here against the list shown (invalid values dropped). */
  search: Record<string, unknown>;
  onSearchChange: (next: RecordCommunicationSearch) => void;
  /** "Write a message" to this customer (about this invoice); absent for a super debtor, a group of customers. */
  writeTo?: { customerId: string; invoiceId?: string };
};

// Record pages load the call panel with this module (one chunk for the communication parts of record pages).
export { CallPanel } from './CallPanel';

const SCOPE_KEYS = { customer: 'customer-id', invoice: 'invoice-id', superDebtor: 'super-debtor-id' } as const;

/**
 * A record's communication tab (customer, invoice, super debtor): the e-mails, letters and calls
 * of the record, read-only, on the communication area's own lists fixed to the record. One list
 * at a time, chosen in the URL (`show`); a row opens the message as sent or the call panel
 * (`messageId`, `callId`) below the list. E-mails and letters need Manage_Messages, calls
 * Manage_Calls: a user without one sees that part refused, not an error.
 */
export function RecordCommunication({ administrationId, record, search: raw, onSearchChange, writeTo }: Props) {
  const { t } = useTranslation(['communication', 'navigation']);
  const scope = useMemo(() => ({ [SCOPE_KEYS[record.kind]]: record.id }) as RecordScope, [record.kind, record.id]);
  const search = useMemo(() => parseRecordCommunicationSearch(raw, isOfOneCustomer(scope)), [raw, scope]);
  const show: RecordChannel = search.show ?? 'emails';
  const messages = usePermission(AREAS.emails.permission);
  const calls = usePermission(AREAS.calls.permission);
  const permission = show === 'calls' ? calls : messages;
  const { messageId, callId } = search;

  // Another list starts from its defaults; the call open stays (on a debtor's page it is what the page was opened for).
  const choose = (channel: RecordChannel) => onSearchChange({ callId, show: channel === 'emails' ? undefined : channel });
  // A change of the list (search, filters, page) keeps the choice and what is open ("clear filters" rebuilds the list's keys).
  const keep = { show: search.show, callId, messageId };
  const words = { name: record.name };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t('record.choice')} className="inline-flex flex-wrap gap-1 rounded-md border border-slate-300 bg-white p-1">
          {RECORD_CHANNELS.map((channel) => (
            <Button
              key={channel}
              variant={channel === show ? 'primary' : 'subtle'}
              size="sm"
              aria-pressed={channel === show}
              onClick={() => {
                if (channel !== show) choose(channel);
              }}
            >
              {t(AREAS[channel].titleKey)}
            </Button>
          ))}
        </div>
        {writeTo ? <WriteMessageLink customerId={writeTo.customerId} invoiceId={writeTo.invoiceId} /> : null}
      </div>
      {permission.fetched && !permission.allowed ? (
        <ForbiddenPanel showDashboardLink={false} />
      ) : show === 'calls' ? (
        <CallsList
          administrationId={administrationId}
          // The URL was checked against the list shown (parseRecordCommunicationSearch).
          search={search as CallsListProps['search']}
          onSearchChange={(next) => onSearchChange({ ...next, ...keep })}
          openLink={(callId) => openOnThisPage({ callId })}
          scope={scope}
          listId={`${record.kind}-calls`}
          label={t(`record.${record.kind}.calls`, words)}
          empty={t(`record.${record.kind}.noCalls`, words)}
          exportName={`calls-${record.id}`}
        />
      ) : (
        <SentMessagesList
          kind={show}
          administrationId={administrationId}
          search={search as SentMessagesListProps['search']}
          onSearchChange={(next) => onSearchChange({ ...next, ...keep })}
          openLink={(messageId) => openOnThisPage({ messageId })}
          scope={scope}
          listId={`${record.kind}-${show}`}
          label={t(`record.${record.kind}.${show}`, words)}
          empty={t(`record.${record.kind}.${show === 'emails' ? 'noEmails' : 'noLetters'}`, words)}
          exportName={`${show}-${record.id}`}
        />
      )}
      {messageId && show !== 'calls' && messages.allowed ? (
        <MessageAsSent kind={show} administrationId={administrationId} id={messageId} onClose={() => onSearchChange({ ...search, messageId: undefined })} focusOnOpen />
      ) : null}
      {callId ? <CallPanel administrationId={administrationId} callId={callId} onClose={() => onSearchChange({ ...search, callId: undefined })} focusOnOpen /> : null}
    </div>
  );
}
