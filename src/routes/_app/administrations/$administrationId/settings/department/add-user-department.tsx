import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { AdministrationSettingsScreen } from '@/routes/-placeholders/AdministrationSettingsScreen';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/department/add-user-department')({
  staticData: { permission: ADMINISTRATION_SETTINGS_PERMISSION },
  component: AdministrationSettingsDepartmentAddUserDepartmentRoute,
});

function AdministrationSettingsDepartmentAddUserDepartmentRoute() {
  const { administrationId } = Route.useParams();
  return <AdministrationSettingsScreen administrationId={administrationId} page="department/add-user-department" />;
}
