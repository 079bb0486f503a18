import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { AdministrationSettingsScreen } from '@/routes/-placeholders/AdministrationSettingsScreen';
import { guard } from '@/navigation/route-guard';
import { IssueCategoryPage } from '@/features/administration-settings/components/IssueCategoriesPages';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/issues-settings/$id')({
  ...guard(ADMINISTRATION_SETTINGS_PERMISSION),
  component: AdministrationSettingsIssuesSettingsIdRoute,
});

function AdministrationSettingsIssuesSettingsIdRoute() {
  const { administrationId, id } = Route.useParams();
  return (
    <AdministrationSettingsScreen administrationId={administrationId} page="issues-settings/$id" id={id}>
      <IssueCategoryPage administrationId={administrationId} categoryId={id} />
    </AdministrationSettingsScreen>
  );
}
