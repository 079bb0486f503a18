import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_PERMISSION } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { NotificationPage } from '@/features/settings/components/NotificationPage';

/** An unknown notification fails the loader with 404: the not-found page. */
export const Route = createFileRoute('/_app/settings/communication/notifications/$id')({
  ...recordTabRoute({ permission: SETTINGS_PERMISSION, namespaces: ['settings'] }),
  component: CommunicationNotificationRoute,
});

function CommunicationNotificationRoute() {
  const { id } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  return <NotificationPage administrationId={administrationId} notificationId={id} />;
}
