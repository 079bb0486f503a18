/**
 * Who is signed in, as the screens know it: the id of the active administration's profile (the
 * route guards load it before a signed-in page shows). Kept input is keyed by it, so another
 * person on the same browser never sees it. Null while unknown, and outside a query client.
 */
import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { useActiveAdministrationId } from '@/lib/administration';
import { getGetProfileQueryKey } from './generated/endpoints/administrations/administrations';
import type { UserProfile } from './generated/model';

const nothing = () => () => undefined;

export function useCurrentUserId(): string | null {
  const queryClient = useContext(QueryClientContext);
  const administrationId = useActiveAdministrationId();
  const subscribe = useCallback((onChange: () => void) => (queryClient ? queryClient.getQueryCache().subscribe(onChange) : nothing()), [queryClient]);
  const read = () => (queryClient && administrationId ? (queryClient.getQueryData<UserProfile>(getGetProfileQueryKey(administrationId))?.id ?? null) : null);
  return useSyncExternalStore(subscribe, read, () => null);
}
