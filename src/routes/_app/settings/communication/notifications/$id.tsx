import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/navigation/areas';
import { SettingsPageScreen } from '@/routes/-placeholders/SettingsScreens';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/settings/communication/notifications/$id')({
  ...guard(SETTINGS_PERMISSION),
  component: CommunicationNotificationRoute,
});

function CommunicationNotificationRoute() {
  const { id } = Route.useParams();
  return <SettingsPageScreen page="communication" notificationId={id} />;
}
