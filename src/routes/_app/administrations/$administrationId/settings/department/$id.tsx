import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { AdministrationSettingsScreen } from '@/routes/-placeholders/AdministrationSettingsScreen';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/department/$id')({
  staticData: { permission: ADMINISTRATION_SETTINGS_PERMISSION },
  component: AdministrationSettingsDepartmentIdRoute,
});

function AdministrationSettingsDepartmentIdRoute() {
  const { administrationId, id } = Route.useParams();
  return <AdministrationSettingsScreen administrationId={administrationId} page="department/$id" id={id} />;
}
