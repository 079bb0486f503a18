import { createFileRoute } from '@tanstack/react-router';
import { COMPOSER_PERMISSION } from '@/features/shell/areas';
import { ComposerScreen } from '@/features/shell/screens/ComposerScreen';
import { composerSearchSchema } from '@/features/shell/search-params';

export const Route = createFileRoute('/_app/communication/$customerId')({
  validateSearch: composerSearchSchema,
  staticData: { permission: COMPOSER_PERMISSION },
  component: ComposerRoute,
});

function ComposerRoute() {
  const { customerId } = Route.useParams();
  return <ComposerScreen customerId={customerId} search={Route.useSearch()} />;
}
