import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/features/shell/areas';
import { SettingsPageScreen } from '@/features/shell/screens/SettingsScreens';

export const Route = createFileRoute('/_app/settings/counteraccount')({
  staticData: { permission: SETTINGS_PERMISSION },
  component: SettingsCounteraccountRoute,
});

function SettingsCounteraccountRoute() {
  return <SettingsPageScreen page="counteraccount" />;
}
