import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/auth/credentials/components/ResetPasswordPage';
import { tokenSearchSchema } from '@/features/auth/credentials/model/token-search';

export const Route = createFileRoute('/_public/reset-pass')({
  validateSearch: tokenSearchSchema,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}
