import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { AdministrationSettingsScreen } from '@/routes/-placeholders/AdministrationSettingsScreen';
import { listRoute } from '@/navigation/route-data';
import { UsersPage } from '@/features/administration-settings/components/UsersPage';
import { usersListConfig } from '@/features/administration-settings/model/users-list';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/users/')({
  // The rows' request starts when the route matches; a new sort, search or page keeps the rows on screen until the next ones are there.
  ...listRoute({ permission: ADMINISTRATION_SETTINGS_PERMISSION, namespaces: ['administration-settings', 'list'], list: usersListConfig, read: '/administrations/{administrationId}/settings/users' }),
  component: AdministrationSettingsUsersRoute,
});

function AdministrationSettingsUsersRoute() {
  const { administrationId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdministrationSettingsScreen administrationId={administrationId} page="users">
      <UsersPage administrationId={administrationId} search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
    </AdministrationSettingsScreen>
  );
}
