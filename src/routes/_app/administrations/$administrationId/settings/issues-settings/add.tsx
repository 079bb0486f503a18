import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { AdministrationSettingsScreen } from '@/routes/-placeholders/AdministrationSettingsScreen';
import { guard } from '@/navigation/route-guard';
import { AddIssueCategoryPage } from '@/features/administration-settings/components/IssueCategoriesPages';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/issues-settings/add')({
  ...guard(ADMINISTRATION_SETTINGS_PERMISSION),
  component: AdministrationSettingsIssuesSettingsAddRoute,
});

function AdministrationSettingsIssuesSettingsAddRoute() {
  const { administrationId } = Route.useParams();
  return (
    <AdministrationSettingsScreen administrationId={administrationId} page="issues-settings/add">
      <AddIssueCategoryPage administrationId={administrationId} />
    </AdministrationSettingsScreen>
  );
}
