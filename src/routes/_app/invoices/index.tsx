import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';

export const Route = createFileRoute('/_app/invoices/')({
  staticData: { permission: AREAS.invoices.permission },
  component: InvoicesListRoute,
});

function InvoicesListRoute() {
  return <AreaListScreen area="invoices" />;
}
