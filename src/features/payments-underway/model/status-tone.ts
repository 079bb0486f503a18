import type { ProviderStatus } from '@/api/generated/model';
import type { StatusTone } from '@/components/ui/StatusBadge';

/** On its way (authorised) looks good; waiting is neutral; a failed or expired payment needs a follow-up. */
export const PROVIDER_STATUS_TONE: Record<ProviderStatus, StatusTone> = {
  initiated: 'neutral',
  pending: 'info',
  authorised: 'success',
  failed: 'danger',
  expired: 'warning',
};
