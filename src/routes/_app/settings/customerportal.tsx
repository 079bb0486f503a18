import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/navigation/areas';
import { SettingsPageScreen } from '@/routes/-placeholders/SettingsScreens';

export const Route = createFileRoute('/_app/settings/customerportal')({
  staticData: { permission: SETTINGS_PERMISSION },
  component: SettingsCustomerportalRoute,
});

function SettingsCustomerportalRoute() {
  return <SettingsPageScreen page="customerportal" />;
}
