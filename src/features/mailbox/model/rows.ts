/**
 * The mailbox's rows are the list query's: a change the server was asked for (a status, a link)
 * is written into every cached page of the administration's mailbox, so it shows at once by the
 * SPEC §4 rules (#lib/mail-status) until the pages are fetched again.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { MailboxMessagePage, MailboxMessageSummary } from '@/api/generated/model';
import { withMailStatus, type MailStatus } from '@/lib/mail-status';

type RowUpdate = (row: MailboxMessageSummary) => MailboxMessageSummary;

export function updateMailboxRows(queryClient: QueryClient, administrationId: string, update: RowUpdate): void {
  // The list's keys are its path and its query (orval's): the path alone matches every page.
  queryClient.setQueriesData<MailboxMessagePage>({ queryKey: [`/administrations/${administrationId}/mailbox/messages`] }, (page) =>
    page ? { ...page, items: page.items.map(update) } : page,
  );
}

/** The rows `ids` with the status set (`now`, an ISO instant, is the read date it gives). */
export function withStatus(ids: readonly string[], status: MailStatus, now: string): RowUpdate {
  return (row) => (ids.includes(row.id) ? withMailStatus(row, status, now) : row);
}

/** The row of `item` replaced by the server's answer (after linking, or a status change). */
export function replacedBy(item: MailboxMessageSummary): RowUpdate {
  return (row) => (row.id === item.id ? item : row);
}
