import { createFileRoute } from '@tanstack/react-router';
import { getGetProfileQueryOptions, getListAdministrationsQueryOptions } from '@/api/generated/endpoints/administrations/administrations';
import { AppLayout } from '@/features/shell/AppLayout';
import { resolveActiveAdministration } from '@/lib/administration';

export const Route = createFileRoute('/_app')({
  loader: async ({ context: { queryClient } }) => {
    const administrations = await queryClient.ensureQueryData(getListAdministrationsQueryOptions());
    const administrationId = resolveActiveAdministration(administrations.items);
    if (administrationId) await queryClient.prefetchQuery(getGetProfileQueryOptions(administrationId));
    return { administrationId };
  },
  component: AppLayout,
});
