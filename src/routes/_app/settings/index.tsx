import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/navigation/areas';
import { SettingsIndexScreen } from '@/routes/-placeholders/SettingsScreens';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/settings/')({
  ...guard(SETTINGS_PERMISSION),
  component: SettingsIndexScreen,
});
