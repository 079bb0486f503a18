import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';

export const Route = createFileRoute('/_app/communication/emails')({
  staticData: { permission: AREAS.emails.permission },
  component: EmailsListRoute,
});

function EmailsListRoute() {
  return <AreaListScreen area="emails" />;
}
