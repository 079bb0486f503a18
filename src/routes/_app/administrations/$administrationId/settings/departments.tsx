import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { AdministrationSettingsScreen } from '@/routes/-placeholders/AdministrationSettingsScreen';
import { listRoute } from '@/navigation/route-data';
import { DepartmentsPage } from '@/features/administration-settings/components/DepartmentsPage';
import { departmentsListConfig } from '@/features/administration-settings/model/departments-list';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/departments')({
  // The rows' request starts when the route matches; a new sort, search or page keeps the rows on screen until the next ones are there.
  ...listRoute({ permission: ADMINISTRATION_SETTINGS_PERMISSION, namespaces: ['administration-settings', 'list'], list: departmentsListConfig, read: '/administrations/{administrationId}/settings/departments' }),
  component: AdministrationSettingsDepartmentsRoute,
});

function AdministrationSettingsDepartmentsRoute() {
  const { administrationId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdministrationSettingsScreen administrationId={administrationId} page="departments">
      <DepartmentsPage administrationId={administrationId} search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
    </AdministrationSettingsScreen>
  );
}
