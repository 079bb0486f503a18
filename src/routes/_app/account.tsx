import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { getGetProfileSuspenseQueryOptions } from '@/api/generated/endpoints/administrations/administrations';
import { withAccess } from '@/api/route-access';
import { AREAS } from '@/navigation/areas';
import { guard } from '@/navigation/route-guard';
import { AccountScreen } from '@/features/account/AccountScreen';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_app/account')({
  ...guard(AREAS.account.permission),
  // The account itself (GET /account/me) is read by the page (suspending): its endpoints stay out of the first load.
  loader: ({ context: { queryClient, access, administrationId } }) =>
    Promise.all([
      loadNamespaces('account', 'auth'),
      withAccess(access, queryClient.ensureQueryData(getGetProfileSuspenseQueryOptions(administrationId))),
    ]),
  component: AccountRoute,
});

function AccountRoute() {
  const { administrationId, auth } = Route.useRouteContext();
  const navigate = useNavigate();
  // As the user menu's sign-out, everywhere: a single-sign-on session's grants end at the provider
  // too; then this session ends, then the sign-in page.
  const signedOut = async () => {
    await auth.signOut({ everywhere: true });
    await navigate({ to: '/login', search: {}, replace: true, ignoreBlocker: true });
  };
  return <AccountScreen administrationId={administrationId} onSignedOut={signedOut} />;
}
