import { AttachmentsPanel } from './AttachmentsPanel';
import { CommentsPanel } from './CommentsPanel';
import type { RecordNotesApi } from './notes-api';

type RecordNotesProps = {
  /** The kind of record: customerNotes, invoiceNotes or superDebtorNotes. */
  api: RecordNotesApi;
  administrationId: string;
  ownerId: string;
};

/** A record's attachments tab: its files, then its comments. */
export function RecordNotes({ api, administrationId, ownerId }: RecordNotesProps) {
  return (
    <div className="flex flex-col gap-8">
      <AttachmentsPanel api={api} administrationId={administrationId} ownerId={ownerId} />
      <CommentsPanel api={api} administrationId={administrationId} ownerId={ownerId} />
    </div>
  );
}
