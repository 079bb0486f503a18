import { createFileRoute, redirect, useLocation } from '@tanstack/react-router';
import { ActivateAccountPage } from '@/features/auth/credentials/components/ActivateAccountPage';
import { linkTokenState, readLinkToken, tokenSearchSchema } from '@/features/auth/credentials/model/token-search';

export const Route = createFileRoute('/_public/login/account-activation')({
  validateSearch: tokenSearchSchema,
  // The token leaves the address before anything renders (see token-search.ts).
  beforeLoad: ({ search }) => {
    if (search.token !== undefined) {
      throw redirect({ to: '/login/account-activation', search: {}, state: linkTokenState(search.token), replace: true });
    }
  },
  component: ActivationRoute,
});

function ActivationRoute() {
  const token = useLocation({ select: (location) => readLinkToken(location.state) });
  return <ActivateAccountPage token={token} />;
}
