import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { AdministrationSettingsScreen } from '@/routes/-placeholders/AdministrationSettingsScreen';
import { guard } from '@/navigation/route-guard';
import { UserRolesPage } from '@/features/administration-settings/components/UserRolesForm';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/users/update-user/$id/')({
  ...guard(ADMINISTRATION_SETTINGS_PERMISSION),
  component: AdministrationSettingsUsersUpdateUserIdRoute,
});

function AdministrationSettingsUsersUpdateUserIdRoute() {
  const { administrationId, id } = Route.useParams();
  return (
    <AdministrationSettingsScreen administrationId={administrationId} page="users/update-user/$id" id={id}>
      <UserRolesPage administrationId={administrationId} userId={id} />
    </AdministrationSettingsScreen>
  );
}
