import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';

export const Route = createFileRoute('/_app/mailbox')({
  staticData: { permission: AREAS.mailbox.permission },
  component: MailboxListRoute,
});

function MailboxListRoute() {
  return <AreaListScreen area="mailbox" />;
}
