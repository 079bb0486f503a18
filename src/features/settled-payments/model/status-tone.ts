import type { PaymentMatchStatus } from '@/api/generated/model';
import type { StatusTone } from '@/components/ui/StatusBadge';

/** Unmatched money needs someone's eye; partly matched has credit left; matched is done. */
export const MATCH_STATUS_TONE: Record<PaymentMatchStatus, StatusTone> = {
  unmatched: 'warning',
  'partly-matched': 'info',
  matched: 'success',
};
