import type { CollectionStage } from '@/api/generated/model';
import type { StatusTone } from '@/components/ui/StatusBadge';

/** A collection case's stage as a badge tone: the further on, the more serious. */
export const COLLECTION_STAGE_TONE: Record<CollectionStage, StatusTone> = {
  new: 'info',
  amicable: 'warning',
  'statutory-notice': 'warning',
  bailiff: 'critical',
  closed: 'neutral',
};
