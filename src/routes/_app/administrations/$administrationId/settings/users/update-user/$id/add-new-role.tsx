import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { AdministrationSettingsScreen } from '@/routes/-placeholders/AdministrationSettingsScreen';
import { guard } from '@/navigation/route-guard';
import { GiveRolePage } from '@/features/administration-settings/components/StaffForms';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/users/update-user/$id/add-new-role')({
  ...guard(ADMINISTRATION_SETTINGS_PERMISSION),
  component: AdministrationSettingsUsersUpdateUserIdAddNewRoleRoute,
});

function AdministrationSettingsUsersUpdateUserIdAddNewRoleRoute() {
  const { administrationId, id } = Route.useParams();
  return (
    <AdministrationSettingsScreen administrationId={administrationId} page="users/update-user/$id/add-new-role" id={id}>
      <GiveRolePage administrationId={administrationId} userId={id} />
    </AdministrationSettingsScreen>
  );
}
