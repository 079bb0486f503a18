import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/features/shell/areas';
import { SettingsIndexScreen } from '@/features/shell/screens/SettingsScreens';

export const Route = createFileRoute('/_app/settings/')({
  staticData: { permission: SETTINGS_PERMISSION },
  component: SettingsIndexScreen,
});
