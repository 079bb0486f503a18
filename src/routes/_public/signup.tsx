import { createFileRoute } from '@tanstack/react-router';
import { SignupPage } from '@/features/auth/credentials/components/SignupPage';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_public/signup')({
  loader: () => loadNamespaces('auth'),
  component: SignupPage,
});
