/**
 * SPEC §4 permission refetch: a 403 means the permissions on screen may be out of date (someone
 * changed a role), so the profile is fetched again and what the user may no longer do disappears
 * at once. Not part of the first load: the frame starts it once the page has settled.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from './errors';

const PROFILE = /^\/administrations\/[^/]+\/profile$/;

function refusedByPermission(error: unknown): boolean {
  // A refused profile is not a stale permission but no membership: refetching it would loop.
  return error instanceof ApiError && error.status === 403 && error.operation !== 'getProfile';
}

/** Watches every read and change of `queryClient`; returns the unsubscribe. */
export function refetchPermissionsOnForbidden(queryClient: QueryClient): () => void {
  const refetch = () => void queryClient.invalidateQueries({ predicate: (query) => PROFILE.test(String(query.queryKey[0])) });
  const offQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && refusedByPermission(event.action.error)) refetch();
  });
  const offMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error' && refusedByPermission(event.action.error)) refetch();
  });
  return () => {
    offQueries();
    offMutations();
  };
}

export function usePermissionRefetch(): void {
  const queryClient = useQueryClient();
  useEffect(() => refetchPermissionsOnForbidden(queryClient), [queryClient]);
}
