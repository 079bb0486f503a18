import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/navigation/areas';
import { recordRoute } from '@/navigation/route-data';
import { CommunicationPage } from '@/features/settings/components/CommunicationPage';

export const Route = createFileRoute('/_app/settings/communication/')({
  ...recordRoute({ permission: SETTINGS_PERMISSION, read: '/administrations/{administrationId}/settings/communication', namespaces: ['settings'] }),
  component: SettingsPageRoute,
});

function SettingsPageRoute() {
  const { administrationId } = Route.useRouteContext();
  return <CommunicationPage administrationId={administrationId} />;
}
