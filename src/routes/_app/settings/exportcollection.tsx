import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/navigation/areas';
import { SettingsPageScreen } from '@/routes/-placeholders/SettingsScreens';

export const Route = createFileRoute('/_app/settings/exportcollection')({
  staticData: { permission: SETTINGS_PERMISSION },
  component: SettingsExportcollectionRoute,
});

function SettingsExportcollectionRoute() {
  return <SettingsPageScreen page="exportcollection" />;
}
