import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/navigation/areas';
import { SettingsPageScreen } from '@/routes/-placeholders/SettingsScreens';

export const Route = createFileRoute('/_app/settings/communication/notifications/$id')({
  staticData: { permission: SETTINGS_PERMISSION },
  component: CommunicationNotificationRoute,
});

function CommunicationNotificationRoute() {
  const { id } = Route.useParams();
  return <SettingsPageScreen page="communication" notificationId={id} />;
}
