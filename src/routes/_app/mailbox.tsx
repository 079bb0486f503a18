import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/mailbox')({
  ...guard(AREAS.mailbox.permission),
  component: MailboxListRoute,
});

function MailboxListRoute() {
  return <AreaListScreen area="mailbox" />;
}
