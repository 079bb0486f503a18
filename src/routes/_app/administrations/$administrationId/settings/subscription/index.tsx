import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { AdministrationSettingsScreen } from '@/routes/-placeholders/AdministrationSettingsScreen';
import { guard } from '@/navigation/route-guard';
import { SubscriptionPage } from '@/features/administration-settings/components/SubscriptionPage';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/subscription/')({
  ...guard(ADMINISTRATION_SETTINGS_PERMISSION),
  component: AdministrationSettingsSubscriptionRoute,
});

function AdministrationSettingsSubscriptionRoute() {
  const { administrationId } = Route.useParams();
  return (
    <AdministrationSettingsScreen administrationId={administrationId} page="subscription">
      <SubscriptionPage administrationId={administrationId} />
    </AdministrationSettingsScreen>
  );
}
