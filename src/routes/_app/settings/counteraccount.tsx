import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/navigation/areas';
import { SettingsPageScreen } from '@/routes/-placeholders/SettingsScreens';

export const Route = createFileRoute('/_app/settings/counteraccount')({
  staticData: { permission: SETTINGS_PERMISSION },
  component: SettingsCounteraccountRoute,
});

function SettingsCounteraccountRoute() {
  return <SettingsPageScreen page="counteraccount" />;
}
