import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { AdministrationSettingsScreen } from '@/routes/-placeholders/AdministrationSettingsScreen';
import { guard } from '@/navigation/route-guard';
import { UsersPage } from '@/features/administration-settings/components/UsersPage';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/users/')({
  ...guard(ADMINISTRATION_SETTINGS_PERMISSION),
  component: AdministrationSettingsUsersRoute,
});

function AdministrationSettingsUsersRoute() {
  const { administrationId } = Route.useParams();
  // The list's state is the address; the screen checks it with the list kit's schema (see UsersPage).
  const search = Route.useSearch() as Record<string, unknown>;
  const navigate = Route.useNavigate();
  return (
    <AdministrationSettingsScreen administrationId={administrationId} page="users">
      <UsersPage administrationId={administrationId} search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
    </AdministrationSettingsScreen>
  );
}
