import { createFileRoute, redirect } from '@tanstack/react-router';
import { PageSpinner } from '@/components/PageSpinner';

/** Where a sign-out in this window returns from the provider (post_logout_redirect_uri): on to sign in. */
export const Route = createFileRoute('/auth/signed-out')({
  beforeLoad: async ({ context: { auth } }) => {
    await auth.waitUntilLoaded();
    throw redirect({ to: '/login', replace: true });
  },
  component: PageSpinner,
});
