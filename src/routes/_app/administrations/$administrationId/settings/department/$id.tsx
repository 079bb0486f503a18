import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/features/shell/areas';
import { AdministrationSettingsScreen } from '@/features/shell/screens/AdministrationSettingsScreen';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/department/$id')({
  staticData: { permission: ADMINISTRATION_SETTINGS_PERMISSION },
  component: AdministrationSettingsDepartmentIdRoute,
});

function AdministrationSettingsDepartmentIdRoute() {
  const { administrationId, id } = Route.useParams();
  return <AdministrationSettingsScreen administrationId={administrationId} page="department/$id" id={id} />;
}
