import { createFileRoute } from '@tanstack/react-router';
import { getListAdministrationsQueryOptions } from '@/api/generated/endpoints/administrations/administrations';

/**
 * An administration's settings are that administration's: opening them (a link, a bookmark) makes
 * it the active one, so the permissions checked are the ones held there. An administration the
 * user does not belong to stays unswitched; its screens show the not-found page.
 */
export const Route = createFileRoute('/_app/administrations/$administrationId/settings')({
  beforeLoad: async ({ params, context: { queryClient } }) => {
    const { items } = await queryClient.ensureQueryData(getListAdministrationsQueryOptions());
    if (items.some((administration) => administration.id === params.administrationId)) {
      // Loaded here, not with the route tree: the switch is rarely needed before the first paint.
      const { switchAdministration } = await import('@/api/administration-switch');
      await switchAdministration(queryClient, params.administrationId);
    }
  },
});
