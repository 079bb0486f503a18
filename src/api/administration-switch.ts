/**
 * Switching the active administration (SPEC §4): store the id, drop the preview generated for the
 * old one, and mark every cached query of the old administration stale so that coming back shows
 * fresh data (which answers belong to it follows from the contract's paths, see ./cache.ts). Permissions need no step of their own: `usePermissions` reads the profile of the
 * active administration, which is the default set until fetched — unless that profile is cached,
 * i.e. the permissions already belong to that administration.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getActiveAdministrationId, setActiveAdministrationId } from '@/lib/administration';
import { belongsToAdministration } from './cache';
import { clearGeneratedPreview } from '@/lib/generated-preview';

export async function switchAdministration(queryClient: QueryClient, administrationId: string): Promise<void> {
  const previous = getActiveAdministrationId();
  if (previous === administrationId) return;
  setActiveAdministrationId(administrationId);
  clearGeneratedPreview();
  if (previous) {
    await queryClient.invalidateQueries({ predicate: (query) => belongsToAdministration(query.queryKey, previous) });
  }
}
