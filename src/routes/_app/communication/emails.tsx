import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/communication/emails')({
  ...guard(AREAS.emails.permission),
  component: EmailsListRoute,
});

function EmailsListRoute() {
  return <AreaListScreen area="emails" />;
}
