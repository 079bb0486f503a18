import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { BookkeepingPage } from '@/features/settings/components/BookkeepingPage';

export const Route = createFileRoute('/_app/settings/bookkeeping')({
  ...recordTabRoute({ permission: SETTINGS_PERMISSION, namespaces: ['settings'] }),
  component: SettingsPageRoute,
});

function SettingsPageRoute() {
  const { administrationId } = Route.useRouteContext();
  return <BookkeepingPage administrationId={administrationId} />;
}
