import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/invoices/')({
  ...guard(AREAS.invoices.permission),
  component: InvoicesListRoute,
});

function InvoicesListRoute() {
  return <AreaListScreen area="invoices" />;
}
