import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/auth/credentials/components/ForgotPasswordPage';

export const Route = createFileRoute('/_public/forgot-pass')({
  component: ForgotPasswordPage,
});
