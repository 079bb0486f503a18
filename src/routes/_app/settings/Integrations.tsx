import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/navigation/areas';
import { SettingsPageScreen } from '@/routes/-placeholders/SettingsScreens';

export const Route = createFileRoute('/_app/settings/Integrations')({
  staticData: { permission: SETTINGS_PERMISSION },
  component: SettingsIntegrationsRoute,
});

function SettingsIntegrationsRoute() {
  return <SettingsPageScreen page="Integrations" />;
}
