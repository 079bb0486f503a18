import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { AdministrationSettingsScreen } from '@/routes/-placeholders/AdministrationSettingsScreen';
import { guard } from '@/navigation/route-guard';
import { DepartmentPage } from '@/features/administration-settings/components/DepartmentPage';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/department/$id')({
  ...guard(ADMINISTRATION_SETTINGS_PERMISSION),
  component: AdministrationSettingsDepartmentIdRoute,
});

function AdministrationSettingsDepartmentIdRoute() {
  const { administrationId, id } = Route.useParams();
  return (
    <AdministrationSettingsScreen administrationId={administrationId} page="department/$id" id={id}>
      <DepartmentPage administrationId={administrationId} departmentId={id} />
    </AdministrationSettingsScreen>
  );
}
