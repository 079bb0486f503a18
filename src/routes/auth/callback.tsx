import { createFileRoute, redirect } from '@tanstack/react-router';
import { PageSpinner } from '@/components/PageSpinner';
import { redirectTarget } from '@/features/auth/credentials/model/redirect';

/**
 * The provider's answer to a sign-in: the one redirect URI registered for the app (RFC 9700 §2.1).
 * The session module exchanges the code; then the user goes where the sign-in began (it travelled
 * in the sign-in state), or back to the sign-in page, which shows what went wrong.
 */
export const Route = createFileRoute('/auth/callback')({
  beforeLoad: async ({ context: { auth } }) => {
    await auth.waitUntilLoaded();
    if (auth.isAuthenticated()) throw redirect({ href: redirectTarget(auth.ssoReturnTo()), replace: true });
    throw redirect({ to: '/login', replace: true });
  },
  component: PageSpinner,
});
