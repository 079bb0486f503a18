import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { AdministrationSettingsScreen } from '@/routes/-placeholders/AdministrationSettingsScreen';
import { guard } from '@/navigation/route-guard';
import { RoleEditorPage } from '@/features/administration-settings/components/RoleEditorPage';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/permissions/$id')({
  ...guard(ADMINISTRATION_SETTINGS_PERMISSION),
  component: AdministrationSettingsPermissionsIdRoute,
});

function AdministrationSettingsPermissionsIdRoute() {
  const { administrationId, id } = Route.useParams();
  return (
    <AdministrationSettingsScreen administrationId={administrationId} page="permissions/$id" id={id}>
      <RoleEditorPage administrationId={administrationId} roleId={id} />
    </AdministrationSettingsScreen>
  );
}
