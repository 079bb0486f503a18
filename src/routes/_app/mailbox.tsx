import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/features/shell/areas';
import { AreaListScreen } from '@/features/shell/screens/AreaListScreen';

export const Route = createFileRoute('/_app/mailbox')({
  staticData: { permission: AREAS.mailbox.permission },
  component: MailboxListRoute,
});

function MailboxListRoute() {
  return <AreaListScreen area="mailbox" />;
}
