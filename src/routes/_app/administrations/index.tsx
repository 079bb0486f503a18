import { createFileRoute } from '@tanstack/react-router';
import { getListAdministrationsSuspenseQueryOptions } from '@/api/generated/endpoints/administrations/administrations';
import { withAccess } from '@/api/route-access';
import { AREAS } from '@/navigation/areas';
import { guard } from '@/navigation/route-guard';
import { AdministrationsScreen } from '@/features/administrations/AdministrationsScreen';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_app/administrations/')({
  ...guard(AREAS.administrations.permission),
  loader: ({ context: { queryClient, access } }) =>
    Promise.all([loadNamespaces('administrations'), withAccess(access, queryClient.ensureQueryData(getListAdministrationsSuspenseQueryOptions()))]),
  component: AdministrationsRoute,
});

function AdministrationsRoute() {
  const { administrationId } = Route.useRouteContext();
  return <AdministrationsScreen activeId={administrationId} />;
}
