import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { AdministrationSettingsScreen } from '@/routes/-placeholders/AdministrationSettingsScreen';
import { guard } from '@/navigation/route-guard';
import { RolesPage } from '@/features/administration-settings/components/RolesPage';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/permissions/')({
  ...guard(ADMINISTRATION_SETTINGS_PERMISSION),
  component: AdministrationSettingsPermissionsRoute,
});

function AdministrationSettingsPermissionsRoute() {
  const { administrationId } = Route.useParams();
  return (
    <AdministrationSettingsScreen administrationId={administrationId} page="permissions">
      <RolesPage administrationId={administrationId} />
    </AdministrationSettingsScreen>
  );
}
