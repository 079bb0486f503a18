import { createFileRoute } from '@tanstack/react-router';
import { WelcomePage } from '@/features/auth/credentials/components/WelcomePage';

export const Route = createFileRoute('/_public/welcome')({
  component: WelcomePage,
});
