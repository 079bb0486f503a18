import { createFileRoute } from '@tanstack/react-router';
import { SignupPage } from '@/features/auth/credentials/components/SignupPage';

export const Route = createFileRoute('/_public/signup')({
  component: SignupPage,
});
