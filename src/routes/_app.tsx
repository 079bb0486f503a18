import { createFileRoute, redirect } from '@tanstack/react-router';
import { resolveRouteAccess } from '@/api/route-access';
import { AppLayout } from '@/features/shell/AppLayout';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_app')({
  // Authenticated routes require a signed-in user; anonymous visits go to login and come back.
  // The context gets the active administration (from storage: no request waited for) with its
  // profile requested now, in parallel with the page's own data; see @/api/route-access.
  beforeLoad: async ({ context: { auth, queryClient }, location }) => {
    await auth.waitUntilLoaded();
    if (!auth.isAuthenticated()) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
    return { access: await resolveRouteAccess(queryClient) };
  },
  // Fetched alongside the page's data (loaders of the matched routes run in parallel), and by the
  // first load before the guard has answered (@/app/first-load).
  // The words of the frame and of the placeholder screens.
  staticData: { namespaces: ['shell', 'navigation', 'placeholders'] },
  loader: ({ route }) => loadNamespaces(...(route.options.staticData?.namespaces ?? [])),
  component: AppRoute,
});

function AppRoute() {
  // Only `auth`: the context is a new object after every navigation (the guards run again), and a
  // new sort or search on a page must not re-render the whole frame around it.
  const auth = Route.useRouteContext({ select: (context) => context.auth });
  return <AppLayout onSignOut={() => auth.signOut()} onOpenCookiePreferences={openCookiePreferences} />;
}

/**
 * The consent feature (the banner's library) loads after the first paint (main.tsx); the same
 * chunk is used here, so the frame does not carry it.
 */
function openCookiePreferences(): void {
  void import('@/features/consent')
    .then(({ showConsentPreferences }) => showConsentPreferences())
    .catch((error: unknown) => console.error('Cookie preferences could not be opened', error));
}
