import { createFileRoute } from '@tanstack/react-router';
import { getListAdministrationsSuspenseQueryOptions } from '@/api/generated/endpoints/administrations/administrations';
import { accessTo, withAccess } from '@/api/route-access';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { checkRoute } from '@/navigation/route-guard';
import { loadNamespaces } from '@/lib/i18n';

/**
 * An administration's settings are that administration's: opening them (a link, a bookmark) makes
 * it the active one, so the permissions checked, here and by every settings page, are the ones
 * held there. Its profile answers whether the user belongs to it: an administration that does not
 * exist is not found (404), one of someone else is refused (403), and neither becomes active.
 */
export const Route = createFileRoute('/_app/administrations/$administrationId/settings')({
  staticData: { permission: ADMINISTRATION_SETTINGS_PERMISSION },
  beforeLoad: async (options) => {
    const { params, context, preload } = options;
    let access = context.access;
    if (params.administrationId !== access.administrationId) {
      access = accessTo(context.queryClient, params.administrationId);
      await access.permissions();
      // Not on a hover's preload: only opening the page switches.
      if (!preload) {
        // Loaded here, not with the route tree: the switch is rarely needed before the first paint.
        const { switchAdministration } = await import('@/api/administration-switch');
        await switchAdministration(context.queryClient, params.administrationId);
      }
    }
    return { access, ...(await checkRoute({ ...options, context: { access } })) };
  },
  // The pages are named after the administration: its name comes with the user's administrations.
  loader: ({ context: { queryClient, access } }) =>
    Promise.all([loadNamespaces('administration-settings'), withAccess(access, queryClient.ensureQueryData(getListAdministrationsSuspenseQueryOptions()))]),
});
