import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { AdministrationSettingsScreen } from '@/routes/-placeholders/AdministrationSettingsScreen';
import { guard } from '@/navigation/route-guard';
import { IssueCategoriesPage } from '@/features/administration-settings/components/IssueCategoriesPages';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/issues-settings/')({
  ...guard(ADMINISTRATION_SETTINGS_PERMISSION),
  component: AdministrationSettingsIssuesSettingsRoute,
});

function AdministrationSettingsIssuesSettingsRoute() {
  const { administrationId } = Route.useParams();
  return (
    <AdministrationSettingsScreen administrationId={administrationId} page="issues-settings">
      <IssueCategoriesPage administrationId={administrationId} />
    </AdministrationSettingsScreen>
  );
}
