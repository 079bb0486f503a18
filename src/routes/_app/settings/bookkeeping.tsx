import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/navigation/areas';
import { SettingsPageScreen } from '@/routes/-placeholders/SettingsScreens';

export const Route = createFileRoute('/_app/settings/bookkeeping')({
  staticData: { permission: SETTINGS_PERMISSION },
  component: SettingsBookkeepingRoute,
});

function SettingsBookkeepingRoute() {
  return <SettingsPageScreen page="bookkeeping" />;
}
