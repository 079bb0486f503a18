import type { CallOutcome, CustomerStatus, EmailStatus, InvoiceStatus, IssueStatus, LetterStatus } from '@/api/generated/model';
import type { StatusTone } from './StatusBadge';

/**
 * How each status is coloured wherever it shows (lists, records): one table per kind of record,
 * so a customer's status looks the same in the customers list and a super debtor's members. The
 * text always shows beside the colour (StatusBadge).
 */
export const CUSTOMER_STATUS_TONE: Record<CustomerStatus, StatusTone> = {
  active: 'info',
  paused: 'paused',
  disputed: 'warning',
  'in-arrangement': 'agreed',
  'in-collection': 'critical',
  closed: 'neutral',
};

export const INVOICE_STATUS_TONE: Record<InvoiceStatus, StatusTone> = {
  open: 'info',
  overdue: 'danger',
  paid: 'success',
  credited: 'neutral',
  disputed: 'warning',
  paused: 'paused',
  'in-arrangement': 'agreed',
  'for-collection': 'critical',
};

/** A bounce needs the collector's eye; delivered and opened reached the debtor. */
export const EMAIL_STATUS_TONE: Record<EmailStatus, StatusTone> = {
  queued: 'neutral',
  sent: 'info',
  delivered: 'success',
  opened: 'success',
  bounced: 'danger',
};

export const LETTER_STATUS_TONE: Record<LetterStatus, StatusTone> = {
  printed: 'info',
  posted: 'success',
};

/** A promise to pay is an agreement; a dispute needs attention. */
export const CALL_OUTCOME_TONE: Record<CallOutcome, StatusTone> = {
  reached: 'info',
  'no-answer': 'neutral',
  'promise-to-pay': 'agreed',
  dispute: 'warning',
};

/** An open or in-progress issue pauses dunning (warning, as a disputed invoice); closed ones are done. */
export const ISSUE_STATUS_TONE: Record<IssueStatus, StatusTone> = {
  open: 'warning',
  'in-progress': 'info',
  resolved: 'success',
  rejected: 'neutral',
};
