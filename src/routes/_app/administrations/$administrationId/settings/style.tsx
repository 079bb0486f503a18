import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { AdministrationSettingsScreen } from '@/routes/-placeholders/AdministrationSettingsScreen';
import { guard } from '@/navigation/route-guard';
import { StylePage } from '@/features/administration-settings/components/StylePage';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/style')({
  ...guard(ADMINISTRATION_SETTINGS_PERMISSION),
  component: AdministrationSettingsStyleRoute,
});

function AdministrationSettingsStyleRoute() {
  const { administrationId } = Route.useParams();
  return (
    <AdministrationSettingsScreen administrationId={administrationId} page="style">
      <StylePage administrationId={administrationId} />
    </AdministrationSettingsScreen>
  );
}
