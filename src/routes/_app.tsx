import { createFileRoute, redirect } from '@tanstack/react-router';
import { getGetProfileQueryOptions, getListAdministrationsQueryOptions } from '@/api/generated/endpoints/administrations/administrations';
import { AppLayout } from '@/features/shell/AppLayout';
import { resolveActiveAdministration } from '@/lib/administration';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_app')({
  // Authenticated routes require a signed-in user; anonymous visits go to login and come back.
  beforeLoad: async ({ context: { auth }, location }) => {
    await auth.waitUntilLoaded();
    if (!auth.isAuthenticated()) throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  },
  loader: async ({ context: { queryClient } }) => {
    // The words of the frame and of the placeholder screens, fetched alongside the data.
    const translations = loadNamespaces('shell', 'navigation', 'placeholders');
    const administrations = await queryClient.ensureQueryData(getListAdministrationsQueryOptions());
    const administrationId = resolveActiveAdministration(administrations.items);
    if (administrationId) await queryClient.prefetchQuery(getGetProfileQueryOptions(administrationId));
    await translations;
    return { administrationId };
  },
  component: AppRoute,
});

function AppRoute() {
  const { auth } = Route.useRouteContext();
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
