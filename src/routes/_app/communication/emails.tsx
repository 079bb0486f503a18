import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/features/shell/areas';
import { AreaListScreen } from '@/features/shell/screens/AreaListScreen';

export const Route = createFileRoute('/_app/communication/emails')({
  staticData: { permission: AREAS.emails.permission },
  component: EmailsListRoute,
});

function EmailsListRoute() {
  return <AreaListScreen area="emails" />;
}
