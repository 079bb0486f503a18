import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/navigation/areas';
import { SettingsPageScreen } from '@/routes/-placeholders/SettingsScreens';

export const Route = createFileRoute('/_app/settings/communication/')({
  staticData: { permission: SETTINGS_PERMISSION },
  component: SettingsCommunicationRoute,
});

function SettingsCommunicationRoute() {
  return <SettingsPageScreen page="communication" />;
}
