/**
 * The signed-in user's permissions in the active administration, read from that administration's
 * profile (SPEC §6). The rules themselves are pure and live in `@/lib/permissions`.
 */
import { useQuery } from '@tanstack/react-query';
import { useActiveAdministrationId } from '@/lib/administration';
import { DEFAULT_PERMISSIONS, isAllowed, type Permission, withDefaultPermissions } from '@/lib/permissions';
import { getGetProfileQueryOptions } from './generated/endpoints/administrations/administrations';

export type PermissionsState = {
  administrationId: string | null;
  permissions: string[];
  /** True once the permissions of `administrationId` have been fetched. */
  fetched: boolean;
  error: unknown;
};

export function usePermissions(): PermissionsState {
  const administrationId = useActiveAdministrationId();
  const profile = useQuery({
    ...getGetProfileQueryOptions(administrationId ?? ''),
    enabled: Boolean(administrationId),
  });
  const fetched = profile.isSuccess && profile.data.administrationId === administrationId;
  return {
    administrationId,
    permissions: fetched ? withDefaultPermissions(profile.data.permissions) : [...DEFAULT_PERMISSIONS],
    fetched,
    error: profile.error,
  };
}

export function usePermission(required?: Permission | readonly Permission[] | null): { allowed: boolean; fetched: boolean } {
  const { permissions, fetched } = usePermissions();
  return { allowed: isAllowed(permissions, required), fetched };
}
