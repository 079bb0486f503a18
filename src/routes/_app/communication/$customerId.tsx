import { createFileRoute } from '@tanstack/react-router';
import { COMPOSER_PERMISSION } from '@/navigation/areas';
import { composerSearchSchema } from '@/navigation/search-params';
import { guard } from '@/navigation/route-guard';
import { loadNamespaces } from '@/lib/i18n';
// Deep import: the composer loads with this route.
import { ComposerScreen } from '@/features/communication/components/ComposerScreen';

export const Route = createFileRoute('/_app/communication/$customerId')({
  validateSearch: composerSearchSchema,
  ...guard(COMPOSER_PERMISSION),
  loader: () => loadNamespaces('communication'),
  component: ComposerRoute,
});

function ComposerRoute() {
  const { customerId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  return <ComposerScreen administrationId={administrationId} customerId={customerId} invoiceId={Route.useSearch().invoiceId} />;
}
