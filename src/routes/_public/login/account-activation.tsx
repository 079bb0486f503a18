import { createFileRoute } from '@tanstack/react-router';
import { ActivateAccountPage } from '@/features/auth/credentials/components/ActivateAccountPage';
import { tokenSearchSchema } from '@/features/auth/credentials/model/token-search';

export const Route = createFileRoute('/_public/login/account-activation')({
  validateSearch: tokenSearchSchema,
  component: ActivationRoute,
});

function ActivationRoute() {
  const { token } = Route.useSearch();
  return <ActivateAccountPage token={token} />;
}
