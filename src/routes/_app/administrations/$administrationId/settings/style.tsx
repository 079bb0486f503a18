import { createFileRoute } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';
import { AdministrationSettingsScreen } from '@/routes/-placeholders/AdministrationSettingsScreen';
import { guard } from '@/navigation/route-guard';
import { BrandColourCheck } from '@/features/administration-settings/components/BrandColourCheck';

export const Route = createFileRoute('/_app/administrations/$administrationId/settings/style')({
  ...guard(ADMINISTRATION_SETTINGS_PERMISSION),
  component: AdministrationSettingsStyleRoute,
});

function AdministrationSettingsStyleRoute() {
  const { administrationId } = Route.useParams();
  return (
    <AdministrationSettingsScreen administrationId={administrationId} page="style">
      <BrandColourCheck />
    </AdministrationSettingsScreen>
  );
}
