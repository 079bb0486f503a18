import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { InvoiceExportsPage } from '@/features/settings/components/InvoiceExportsPage';

export const Route = createFileRoute('/_app/settings/InvoiceExports')({
  ...recordTabRoute({ permission: SETTINGS_PERMISSION, namespaces: ['settings'] }),
  component: SettingsPageRoute,
});

function SettingsPageRoute() {
  const { administrationId } = Route.useRouteContext();
  return <InvoiceExportsPage administrationId={administrationId} />;
}
