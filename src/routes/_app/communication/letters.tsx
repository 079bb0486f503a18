import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AreaListScreen } from '@/routes/-placeholders/AreaListScreen';

export const Route = createFileRoute('/_app/communication/letters')({
  staticData: { permission: AREAS.letters.permission },
  component: LettersListRoute,
});

function LettersListRoute() {
  return <AreaListScreen area="letters" />;
}
