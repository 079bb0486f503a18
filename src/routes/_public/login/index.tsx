import { createFileRoute, redirect } from '@tanstack/react-router';
// Deep imports: the route definition stays small, the screen is split into its own chunk.
import { LoginPage } from '@/features/auth/credentials/components/LoginPage';
import { loginSearchSchema, redirectTarget } from '@/features/auth/credentials/model/redirect';

export const Route = createFileRoute('/_public/login/')({
  validateSearch: loginSearchSchema,
  // Already signed in (e.g. back from the identity provider): go where the sign-in was started.
  beforeLoad: async ({ context: { auth }, search }) => {
    await auth.waitUntilLoaded();
    if (auth.isAuthenticated()) {
      throw redirect({ href: redirectTarget(auth.ssoReturnTo() ?? search.redirect), replace: true });
    }
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  const { auth } = Route.useRouteContext();
  return <LoginPage redirectTo={redirectTarget(redirect)} ssoError={auth.ssoError()} />;
}
