import { createFileRoute } from '@tanstack/react-router';
import { AboutScreen } from '@/features/about/AboutScreen';
import { loadNamespaces } from '@/lib/i18n';

/** /about (SPEC §2 public route): what the product is, with the way in. */
export const Route = createFileRoute('/_public/about')({
  // A single-sign-on session may still be restoring: wait, so the right way in is offered.
  beforeLoad: ({ context: { auth } }) => auth.waitUntilLoaded(),
  loader: () => loadNamespaces('about'),
  component: AboutRoute,
});

function AboutRoute() {
  const { auth } = Route.useRouteContext();
  return <AboutScreen signedIn={auth.isAuthenticated()} />;
}
