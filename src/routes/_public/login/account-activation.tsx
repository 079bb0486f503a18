import { createFileRoute } from '@tanstack/react-router';
import { ActivateAccountPage } from '@/features/auth/credentials/components/ActivateAccountPage';
import { tokenSearchSchema } from '@/features/auth/credentials/model/token-search';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_public/login/account-activation')({
  validateSearch: tokenSearchSchema,
  loader: () => loadNamespaces('auth'),
  component: ActivationRoute,
});

function ActivationRoute() {
  const { token } = Route.useSearch();
  return <ActivateAccountPage token={token} />;
}
