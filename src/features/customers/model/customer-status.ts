import type { CustomerStatus } from '@/api/generated/model';
import type { StatusTone } from '@/components/ui/StatusBadge';

/** How a customer's status is coloured in lists and on the record (its text always shows beside the colour). */
export const CUSTOMER_STATUS_TONE: Record<CustomerStatus, StatusTone> = {
  active: 'info',
  paused: 'paused',
  disputed: 'warning',
  'in-arrangement': 'agreed',
  'in-collection': 'critical',
  closed: 'neutral',
};
