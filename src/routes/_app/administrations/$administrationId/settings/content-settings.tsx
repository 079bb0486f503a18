import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { AdministrationSettingsScreen } from '@/routes/-placeholders/AdministrationSettingsScreen';
import { guard } from '@/navigation/route-guard';
import { ContentSettingsPage } from '@/features/administration-settings/components/ContentSettingsPage';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/content-settings')({
  ...guard(ADMINISTRATION_SETTINGS_PERMISSION),
  component: AdministrationSettingsContentSettingsRoute,
});

function AdministrationSettingsContentSettingsRoute() {
  const { administrationId } = Route.useParams();
  return (
    <AdministrationSettingsScreen administrationId={administrationId} page="content-settings">
      <ContentSettingsPage administrationId={administrationId} />
    </AdministrationSettingsScreen>
  );
}
