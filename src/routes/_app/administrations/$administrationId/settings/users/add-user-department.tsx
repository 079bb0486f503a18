import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { AdministrationSettingsScreen } from '@/routes/-placeholders/AdministrationSettingsScreen';
import { guard } from '@/navigation/route-guard';
import { AddToDepartmentPage } from '@/features/administration-settings/components/StaffForms';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/users/add-user-department')({
  ...guard(ADMINISTRATION_SETTINGS_PERMISSION),
  component: AdministrationSettingsUsersAddUserDepartmentRoute,
});

function AdministrationSettingsUsersAddUserDepartmentRoute() {
  const { administrationId } = Route.useParams();
  return (
    <AdministrationSettingsScreen administrationId={administrationId} page="users/add-user-department">
      <AddToDepartmentPage administrationId={administrationId} />
    </AdministrationSettingsScreen>
  );
}
