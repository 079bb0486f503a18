import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/navigation/areas';
import { SettingsPageScreen } from '@/routes/-placeholders/SettingsScreens';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/settings/bookkeeping')({
  ...guard(SETTINGS_PERMISSION),
  component: SettingsBookkeepingRoute,
});

function SettingsBookkeepingRoute() {
  return <SettingsPageScreen page="bookkeeping" />;
}
