import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/features/shell/areas';
import { SettingsPageScreen } from '@/features/shell/screens/SettingsScreens';

export const Route = createFileRoute('/_app/settings/communication/')({
  staticData: { permission: SETTINGS_PERMISSION },
  component: SettingsCommunicationRoute,
});

function SettingsCommunicationRoute() {
  return <SettingsPageScreen page="communication" />;
}
