import { createFileRoute } from '@tanstack/react-router';
import { SetupTwoFactorPage } from '@/features/auth/credentials/components/SetupTwoFactorPage';

/** Public in SPEC §2, but it needs a signed-in user: the screen checks GET /account/me itself. */
export const Route = createFileRoute('/_public/setuptwofa')({
  component: SetupTwoFactorPage,
});
