import { createFileRoute, redirect, useLocation } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/auth/credentials/components/ResetPasswordPage';
import { linkTokenState, readLinkToken, tokenSearchSchema } from '@/features/auth/credentials/model/token-search';

export const Route = createFileRoute('/_public/reset-pass')({
  validateSearch: tokenSearchSchema,
  // The token leaves the address before anything renders (see token-search.ts).
  beforeLoad: ({ search }) => {
    if (search.token !== undefined) {
      throw redirect({ to: '/reset-pass', search: {}, state: linkTokenState(search.token), replace: true });
    }
  },
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const token = useLocation({ select: (location) => readLinkToken(location.state) });
  return <ResetPasswordPage token={token} />;
}
