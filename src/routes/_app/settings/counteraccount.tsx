import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { CounterAccountPage } from '@/features/settings/components/CounterAccountPage';

export const Route = createFileRoute('/_app/settings/counteraccount')({
  ...recordTabRoute({ permission: SETTINGS_PERMISSION, namespaces: ['settings'] }),
  component: SettingsPageRoute,
});

function SettingsPageRoute() {
  const { administrationId } = Route.useRouteContext();
  return <CounterAccountPage administrationId={administrationId} />;
}
