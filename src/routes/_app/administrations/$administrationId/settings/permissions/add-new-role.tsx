import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/features/shell/areas';
import { AdministrationSettingsScreen } from '@/features/shell/screens/AdministrationSettingsScreen';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/permissions/add-new-role')({
  staticData: { permission: ADMINISTRATION_SETTINGS_PERMISSION },
  component: AdministrationSettingsPermissionsAddNewRoleRoute,
});

function AdministrationSettingsPermissionsAddNewRoleRoute() {
  const { administrationId } = Route.useParams();
  return <AdministrationSettingsScreen administrationId={administrationId} page="permissions/add-new-role" />;
}
