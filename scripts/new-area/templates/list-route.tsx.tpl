import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { readQuery } from '@/api/read-query';
import { AREAS } from '@/navigation/areas';
import { guard } from '@/navigation/route-guard';
import { loadNamespaces } from '@/lib/i18n';
// Deep imports: the route definition stays small; the screen and the list kit load with the route.
import { __Plural__ListPage, __areaId__List, type __Plural__Search } from '@/features/__kebab__/components/__Plural__ListPage';
import { __areaId__ListConfig } from '@/features/__kebab__/model/__kebab__-list';
import { listQueryOf, listSearchSchema } from '@/lib/list/search-schema';

export const Route = createFileRoute('/_app__areaPath__/')({
  ...guard(AREAS.__areaId__.permission),
  validateSearch: listSearchSchema(__areaId__ListConfig),
  loaderDeps: ({ search }) => ({ query: listQueryOf(__areaId__ListConfig, search) }),
  loader: ({ context: { queryClient, access, administrationId }, deps, cause }) => {
    const list = queryClient.ensureQueryData(readQuery('/administrations/{administrationId}/__kebab__', { administrationId }, deps.query));
    list.catch(() => undefined); // the page shows the failure
    // The title does not wait for the rows: entering waits for the words and the permissions only.
    // A new sort, search or page only starts its request: the rows on screen stay meanwhile.
    if (cause !== 'stay') return Promise.all([loadNamespaces('__kebab__', 'list'), access.permissions()]);
  },
  component: __Plural__Route,
});

function __Plural__Route() {
  const { administrationId } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: __Plural__Search) => void navigate({ search: __areaId__List.compact(next), replace: true }),
    [navigate],
  );
  return <__Plural__ListPage administrationId={administrationId} search={search} onSearchChange={onSearchChange} />;
}
