import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { AdministrationSettingsScreen } from '@/routes/-placeholders/AdministrationSettingsScreen';
import { guard } from '@/navigation/route-guard';
import { GiveRolePage } from '@/features/administration-settings/components/StaffForms';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/users/add-new-role')({
  ...guard(ADMINISTRATION_SETTINGS_PERMISSION),
  component: AdministrationSettingsUsersAddNewRoleRoute,
});

function AdministrationSettingsUsersAddNewRoleRoute() {
  const { administrationId } = Route.useParams();
  return (
    <AdministrationSettingsScreen administrationId={administrationId} page="users/add-new-role">
      <GiveRolePage administrationId={administrationId} />
    </AdministrationSettingsScreen>
  );
}
