import { createFileRoute } from '@tanstack/react-router';
import { COMPOSER_PERMISSION } from '@/navigation/areas';
import { ComposerScreen } from '@/routes/-placeholders/ComposerScreen';
import { composerSearchSchema } from '@/navigation/search-params';
import { guard } from '@/navigation/route-guard';

export const Route = createFileRoute('/_app/communication/$customerId')({
  validateSearch: composerSearchSchema,
  ...guard(COMPOSER_PERMISSION),
  component: ComposerRoute,
});

function ComposerRoute() {
  const { customerId } = Route.useParams();
  return <ComposerScreen customerId={customerId} search={Route.useSearch()} />;
}
