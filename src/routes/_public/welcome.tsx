import { createFileRoute } from '@tanstack/react-router';
import { WelcomePage } from '@/features/auth/credentials/components/WelcomePage';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_public/welcome')({
  loader: () => loadNamespaces('auth'),
  component: WelcomePage,
});
