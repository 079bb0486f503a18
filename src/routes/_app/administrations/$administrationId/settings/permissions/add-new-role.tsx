import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { AdministrationSettingsScreen } from '@/routes/-placeholders/AdministrationSettingsScreen';
import { guard } from '@/navigation/route-guard';
import { RoleForm } from '@/features/administration-settings/components/RoleForm';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/permissions/add-new-role')({
  ...guard(ADMINISTRATION_SETTINGS_PERMISSION),
  component: AdministrationSettingsPermissionsAddNewRoleRoute,
});

function AdministrationSettingsPermissionsAddNewRoleRoute() {
  const { administrationId } = Route.useParams();
  return (
    <AdministrationSettingsScreen administrationId={administrationId} page="permissions/add-new-role">
      <RoleForm administrationId={administrationId} />
    </AdministrationSettingsScreen>
  );
}
