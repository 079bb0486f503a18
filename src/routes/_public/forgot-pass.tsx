import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/auth/credentials/components/ForgotPasswordPage';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_public/forgot-pass')({
  loader: () => loadNamespaces('auth'),
  component: ForgotPasswordPage,
});
