import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/navigation/areas';
import { recordRoute } from '@/navigation/route-data';
import { InvoiceExportsPage } from '@/features/settings/components/InvoiceExportsPage';

export const Route = createFileRoute('/_app/settings/InvoiceExports')({
  ...recordRoute({ permission: SETTINGS_PERMISSION, read: '/administrations/{administrationId}/settings/invoice-exports', namespaces: ['settings'] }),
  component: SettingsPageRoute,
});

function SettingsPageRoute() {
  const { administrationId } = Route.useRouteContext();
  return <InvoiceExportsPage administrationId={administrationId} />;
}
