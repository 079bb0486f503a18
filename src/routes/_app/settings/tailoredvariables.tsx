import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/navigation/areas';
import { SettingsPageScreen } from '@/routes/-placeholders/SettingsScreens';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/settings/tailoredvariables')({
  ...guard(SETTINGS_PERMISSION),
  component: SettingsTailoredvariablesRoute,
});

function SettingsTailoredvariablesRoute() {
  return <SettingsPageScreen page="tailoredvariables" />;
}
