import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { getGetProfileSuspenseQueryOptions } from '@/api/generated/endpoints/administrations/administrations';
import { withAccess } from '@/api/route-access';
import { AREAS } from '@/navigation/areas';
import { guard } from '@/navigation/route-guard';
import { AccountScreen } from '@/features/account/AccountScreen';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_app/account')({
  ...guard(AREAS.account.permission),
  loader: ({ context: { queryClient, access, administrationId } }) =>
    Promise.all([
      loadNamespaces('account', 'auth'),
      withAccess(access, queryClient.ensureQueryData(getGetProfileSuspenseQueryOptions(administrationId))),
      // Imported here, not at the top: a route file's loader is part of the first load, and the
      // account endpoints (with this page's changes) belong to this page's chunk only.
      import('@/api/generated/endpoints/account/account').then(({ getGetCurrentAccountSuspenseQueryOptions }) =>
        queryClient.ensureQueryData(getGetCurrentAccountSuspenseQueryOptions()),
      ),
    ]),
  component: AccountRoute,
});

function AccountRoute() {
  const { administrationId, auth } = Route.useRouteContext();
  const navigate = useNavigate();
  // As the user menu's sign-out: this session ends, then the sign-in page.
  const signedOut = async () => {
    await auth.signOut();
    await navigate({ to: '/login', search: {}, replace: true, ignoreBlocker: true });
  };
  return <AccountScreen administrationId={administrationId} onSignedOut={signedOut} />;
}
