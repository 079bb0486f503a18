import { createFileRoute } from '@tanstack/react-router';
import { COMPOSER_PERMISSION } from '@/navigation/areas';
import { composerSearchSchema } from '@/navigation/search-params';
import { recordRoute } from '@/navigation/route-data';
// Deep import: the composer loads with this route.
import { ComposerScreen } from '@/features/communication/components/ComposerScreen';

export const Route = createFileRoute('/_app/communication/$customerId')({
  validateSearch: composerSearchSchema,
  // The customer as the composer reads it: one that does not exist is the not-found page.
  ...recordRoute({ permission: COMPOSER_PERMISSION, read: '/administrations/{administrationId}/communication/customers/{customerId}', namespaces: ['communication'] }),
  component: ComposerRoute,
});

function ComposerRoute() {
  const { customerId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  return <ComposerScreen administrationId={administrationId} customerId={customerId} invoiceId={Route.useSearch().invoiceId} />;
}
