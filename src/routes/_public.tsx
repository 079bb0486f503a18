import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '@/components/PublicLayout';
import { loadNamespaces } from '@/lib/i18n';

/** Pathless layout of the public screens (SPEC §2 public routes): no session needed. */
export const Route = createFileRoute('/_public')({
  // Every public screen but /about is a step of signing in (and /about leads to one): their words
  // come with the layout, once, rather than with each of the seven routes.
  loader: () => loadNamespaces('auth'),
  component: PublicLayout,
});
