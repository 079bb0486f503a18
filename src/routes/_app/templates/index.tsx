import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
// Deep imports on purpose: the route definition (and so the search schema) is in the main bundle,
// while the component below is split into its own chunk. A barrel import would pull the whole
// feature (Headless UI, DOMPurify) into the main bundle.
import { TemplatesListPage, type TemplatesSearchUpdate } from '@/features/templates/components/TemplatesListPage';
import { templatesSearchSchema } from '@/features/templates/model/search-params';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_app/templates/')({
  validateSearch: templatesSearchSchema,
  loader: () => loadNamespaces('templates'),
  component: TemplatesRoute,
});

function TemplatesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Sort and search replace the history entry: typing never adds one per keystroke.
  const onSearchChange = useCallback<TemplatesSearchUpdate>(
    (update) => void navigate({ search: (previous) => update(previous), replace: true }),
    [navigate],
  );
  return <TemplatesListPage search={search} onSearchChange={onSearchChange} />;
}
