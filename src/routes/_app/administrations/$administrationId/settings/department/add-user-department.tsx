import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { AdministrationSettingsScreen } from '@/routes/-placeholders/AdministrationSettingsScreen';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/department/add-user-department')({
  ...guard(ADMINISTRATION_SETTINGS_PERMISSION),
  component: AdministrationSettingsDepartmentAddUserDepartmentRoute,
});

function AdministrationSettingsDepartmentAddUserDepartmentRoute() {
  const { administrationId } = Route.useParams();
  return <AdministrationSettingsScreen administrationId={administrationId} page="department/add-user-department" />;
}
