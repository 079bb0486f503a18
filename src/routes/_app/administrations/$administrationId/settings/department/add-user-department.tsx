import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { AdministrationSettingsScreen } from '@/routes/-placeholders/AdministrationSettingsScreen';
import { guard } from '@/navigation/route-guard';
import { AddToDepartmentPage } from '@/features/administration-settings/components/StaffForms';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/department/add-user-department')({
  ...guard(ADMINISTRATION_SETTINGS_PERMISSION),
  component: AdministrationSettingsDepartmentAddUserDepartmentRoute,
});

function AdministrationSettingsDepartmentAddUserDepartmentRoute() {
  const { administrationId } = Route.useParams();
  // `?departmentId=` (from a department's page) chooses the department; checked by the screen, not the route (first load).
  const { departmentId: raw } = Route.useSearch() as Record<string, unknown>;
  const departmentId = typeof raw === 'string' && raw ? raw : undefined;
  return (
    <AdministrationSettingsScreen administrationId={administrationId} page="department/add-user-department">
      <AddToDepartmentPage administrationId={administrationId} departmentId={departmentId} />
    </AdministrationSettingsScreen>
  );
}
