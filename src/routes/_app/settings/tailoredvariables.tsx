import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { TailoredVariablesPage } from '@/features/settings/components/TailoredVariablesPage';

export const Route = createFileRoute('/_app/settings/tailoredvariables')({
  ...recordTabRoute({ permission: SETTINGS_PERMISSION, namespaces: ['settings', 'templates'] }),
  component: SettingsPageRoute,
});

function SettingsPageRoute() {
  const { administrationId } = Route.useRouteContext();
  return <TailoredVariablesPage administrationId={administrationId} />;
}
