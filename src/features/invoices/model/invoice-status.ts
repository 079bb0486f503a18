import type { InvoiceStatus } from '@/api/generated/model';
import type { StatusTone } from '@/components/ui/StatusBadge';

/** How an invoice's status is coloured in lists and on the record (its text always shows beside the colour). */
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
