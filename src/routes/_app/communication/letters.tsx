import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/features/shell/areas';
import { AreaListScreen } from '@/features/shell/screens/AreaListScreen';

export const Route = createFileRoute('/_app/communication/letters')({
  staticData: { permission: AREAS.letters.permission },
  component: LettersListRoute,
});

function LettersListRoute() {
  return <AreaListScreen area="letters" />;
}
