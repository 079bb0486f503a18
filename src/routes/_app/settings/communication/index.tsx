import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/navigation/areas';
import { SettingsPageScreen } from '@/routes/-placeholders/SettingsScreens';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/settings/communication/')({
  ...guard(SETTINGS_PERMISSION),
  component: SettingsCommunicationRoute,
});

function SettingsCommunicationRoute() {
  return <SettingsPageScreen page="communication" />;
}
