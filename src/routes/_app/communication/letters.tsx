import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/communication/letters')({
  ...guard(AREAS.letters.permission),
  component: LettersListRoute,
});

function LettersListRoute() {
  return <AreaListScreen area="letters" />;
}
