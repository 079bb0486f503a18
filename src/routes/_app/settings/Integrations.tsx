import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { IntegrationsPage } from '@/features/settings/components/IntegrationsPage';

export const Route = createFileRoute('/_app/settings/Integrations')({
  ...recordTabRoute({ permission: SETTINGS_PERMISSION, namespaces: ['settings'] }),
  component: SettingsPageRoute,
});

function SettingsPageRoute() {
  const { administrationId } = Route.useRouteContext();
  return <IntegrationsPage administrationId={administrationId} />;
}
