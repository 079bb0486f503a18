import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';
import { guard } from '@/navigation/route-guard';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_app/invoices/')({
  ...guard(AREAS.invoices.permission),
  // The list kit's words (src/components/list): this list is built on the kit (issue 10).
  loader: () => loadNamespaces('list'),
  component: InvoicesListRoute,
});

function InvoicesListRoute() {
  return <AreaListScreen area="invoices" />;
}
