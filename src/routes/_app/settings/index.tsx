import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/navigation/areas';
import { SettingsIndexScreen } from '@/routes/-placeholders/SettingsScreens';

export const Route = createFileRoute('/_app/settings/')({
  staticData: { permission: SETTINGS_PERMISSION },
  component: SettingsIndexScreen,
});
