import type { ArrangementStatus } from '@/api/generated/model';
import type { StatusTone } from '@/components/ui/StatusBadge';

/** How an arrangement's status is coloured wherever it shows: an active plan pauses dunning (agreed); a broken one needs the collector's eye. */
export const ARRANGEMENT_STATUS_TONE: Record<ArrangementStatus, StatusTone> = {
  proposed: 'info',
  active: 'agreed',
  completed: 'success',
  broken: 'danger',
  cancelled: 'neutral',
};
