import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { AdministrationSettingsScreen } from '@/routes/-placeholders/AdministrationSettingsScreen';
import { guard } from '@/navigation/route-guard';
import { OverviewPage } from '@/features/administration-settings/components/OverviewPage';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/overview')({
  ...guard(ADMINISTRATION_SETTINGS_PERMISSION),
  component: AdministrationSettingsOverviewRoute,
});

function AdministrationSettingsOverviewRoute() {
  const { administrationId } = Route.useParams();
  return (
    <AdministrationSettingsScreen administrationId={administrationId} page="overview">
      <OverviewPage administrationId={administrationId} />
    </AdministrationSettingsScreen>
  );
}
