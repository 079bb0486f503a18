/**
 * SPEC §4 (Mailbox), the status rules of an incoming e-mail, in one place for the app's mailbox
 * machine (what the screen shows at once) and the mock backend (what the server stores):
 * - unread clears the read date and completed;
 * - read sets the read date to now and completed to false;
 * - not relevant sets the read date to now, completed to true, and clears the invoices, the issue
 *   number and the customer number (a message about nothing is linked to nothing).
 */
export const MAIL_STATUSES = ['unread', 'read', 'not-relevant'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** The fields of a message the rules touch (SPEC §3 incoming e-mail list item). */
export interface MailStatusFields<I = unknown> {
  readDate: string | null;
  completed: boolean;
  invoices: readonly I[];
  issueNumber: string | null;
  customerNumber: string | null;
}

/** The message after the status change; `now` is an ISO instant. Other fields are kept. */
export function withMailStatus<M extends MailStatusFields>(message: M, status: MailStatus, now: string): M {
  switch (status) {
    case 'unread':
      return { ...message, readDate: null, completed: false };
    case 'read':
      return { ...message, readDate: now, completed: false };
    case 'not-relevant':
      return { ...message, readDate: now, completed: true, invoices: [], issueNumber: null, customerNumber: null };
  }
}

/** The status a message shows: completed is "not relevant", else read or unread by its read date. */
export function mailStatusOf(message: Pick<MailStatusFields, 'readDate' | 'completed'>): MailStatus {
  if (message.completed) return 'not-relevant';
  return message.readDate === null ? 'unread' : 'read';
}
