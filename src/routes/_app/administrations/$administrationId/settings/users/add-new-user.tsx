import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { AdministrationSettingsScreen } from '@/routes/-placeholders/AdministrationSettingsScreen';
import { guard } from '@/navigation/route-guard';
import { InviteUserPage } from '@/features/administration-settings/components/InviteUserForm';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/users/add-new-user')({
  ...guard(ADMINISTRATION_SETTINGS_PERMISSION),
  component: AdministrationSettingsUsersAddNewUserRoute,
});

function AdministrationSettingsUsersAddNewUserRoute() {
  const { administrationId } = Route.useParams();
  return (
    <AdministrationSettingsScreen administrationId={administrationId} page="users/add-new-user">
      <InviteUserPage administrationId={administrationId} />
    </AdministrationSettingsScreen>
  );
}
