import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/features/shell/areas';
import { AreaListScreen } from '@/features/shell/screens/AreaListScreen';

export const Route = createFileRoute('/_app/invoices/')({
  staticData: { permission: AREAS.invoices.permission },
  component: InvoicesListRoute,
});

function InvoicesListRoute() {
  return <AreaListScreen area="invoices" />;
}
