import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { CustomerPortalPage } from '@/features/settings/components/CustomerPortalPage';

export const Route = createFileRoute('/_app/settings/customerportal')({
  ...recordTabRoute({ permission: SETTINGS_PERMISSION, namespaces: ['settings'] }),
  component: SettingsPageRoute,
});

function SettingsPageRoute() {
  const { administrationId } = Route.useRouteContext();
  return <CustomerPortalPage administrationId={administrationId} />;
}
