import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { AdministrationSettingsScreen } from '@/routes/-placeholders/AdministrationSettingsScreen';
import { guard } from '@/navigation/route-guard';
import { DepartmentsPage } from '@/features/administration-settings/components/DepartmentsPage';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/departments')({
  ...guard(ADMINISTRATION_SETTINGS_PERMISSION),
  component: AdministrationSettingsDepartmentsRoute,
});

function AdministrationSettingsDepartmentsRoute() {
  const { administrationId } = Route.useParams();
  // The list's state is the address; the screen checks it with the list kit's schema (see DepartmentsPage).
  const search = Route.useSearch() as Record<string, unknown>;
  const navigate = Route.useNavigate();
  return (
    <AdministrationSettingsScreen administrationId={administrationId} page="departments">
      <DepartmentsPage administrationId={administrationId} search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
    </AdministrationSettingsScreen>
  );
}
