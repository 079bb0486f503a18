import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { ReportsScreen } from '@/features/reports/components/ReportsScreen';
import { recordTabRoute } from '@/navigation/route-data';

export const Route = createFileRoute('/_app/reports')({
  // Nothing to wait for but the words: each report reads its own figures and shows its own state.
  ...recordTabRoute({ permission: AREAS.reports.permission, namespaces: ['reports'] }),
  // The aging report's day: an ISO date, else dropped (today).
  validateSearch: ({ asAt }: Record<string, unknown>): { asAt?: string } => (typeof asAt == 'string' && /^\d{4}-\d\d-\d\d$/.test(asAt) ? { asAt } : {}),
  component: ReportsScreen,
});
