import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/templates/')({
  component: () => <h1>Templates</h1>,
});
