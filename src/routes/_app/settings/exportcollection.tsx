import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { ExportCollectionPage } from '@/features/settings/components/ExportCollectionPage';

export const Route = createFileRoute('/_app/settings/exportcollection')({
  ...recordTabRoute({ permission: SETTINGS_PERMISSION, namespaces: ['settings'] }),
  component: SettingsPageRoute,
});

function SettingsPageRoute() {
  const { administrationId } = Route.useRouteContext();
  return <ExportCollectionPage administrationId={administrationId} />;
}
