import { createFileRoute, redirect } from '@tanstack/react-router';

/** /home (SPEC §2 public route) is another name for the start page: like /, it opens the dashboard. */
export const Route = createFileRoute('/home')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard', replace: true });
  },
});
