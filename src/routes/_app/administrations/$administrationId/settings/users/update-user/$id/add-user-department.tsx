import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { AdministrationSettingsScreen } from '@/routes/-placeholders/AdministrationSettingsScreen';
import { guard } from '@/navigation/route-guard';
import { AddToDepartmentPage } from '@/features/administration-settings/components/StaffForms';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/users/update-user/$id/add-user-department')({
  ...guard(ADMINISTRATION_SETTINGS_PERMISSION),
  component: AdministrationSettingsUsersUpdateUserIdAddUserDepartmentRoute,
});

function AdministrationSettingsUsersUpdateUserIdAddUserDepartmentRoute() {
  const { administrationId, id } = Route.useParams();
  return (
    <AdministrationSettingsScreen administrationId={administrationId} page="users/update-user/$id/add-user-department" id={id}>
      <AddToDepartmentPage administrationId={administrationId} userId={id} />
    </AdministrationSettingsScreen>
  );
}
