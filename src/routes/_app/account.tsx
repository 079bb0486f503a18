import { createFileRoute } from '@tanstack/react-router';
import { getGetProfileSuspenseQueryOptions } from '@/api/generated/endpoints/administrations/administrations';
import { withAccess } from '@/api/route-access';
import { AREAS } from '@/navigation/areas';
import { guard } from '@/navigation/route-guard';
import { AccountScreen } from '@/features/account/AccountScreen';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_app/account')({
  ...guard(AREAS.account.permission),
  loader: ({ context: { queryClient, access, administrationId } }) =>
    Promise.all([loadNamespaces('account'), withAccess(access, queryClient.ensureQueryData(getGetProfileSuspenseQueryOptions(administrationId)))]),
  component: AccountRoute,
});

function AccountRoute() {
  const { administrationId } = Route.useRouteContext();
  return <AccountScreen administrationId={administrationId} />;
}
