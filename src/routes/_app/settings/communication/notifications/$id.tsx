import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/features/shell/areas';
import { SettingsPageScreen } from '@/features/shell/screens/SettingsScreens';

export const Route = createFileRoute('/_app/settings/communication/notifications/$id')({
  staticData: { permission: SETTINGS_PERMISSION },
  component: CommunicationNotificationRoute,
});

function CommunicationNotificationRoute() {
  const { id } = Route.useParams();
  return <SettingsPageScreen page="communication" notificationId={id} />;
}
