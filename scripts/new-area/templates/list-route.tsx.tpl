import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { readQuery } from '@/api/read-query';
import { withAccess } from '@/api/route-access';
import { AREAS } from '@/navigation/areas';
import { guard } from '@/navigation/route-guard';
import { loadNamespaces } from '@/lib/i18n';
import { __Plural__ListPage, __Plural__ListPending } from '@/features/__kebab__/components/__Plural__ListPage';
import { __areaId__SearchSchema, listParamsOf, type __Plural__Search } from '@/features/__kebab__/model/search-params';

export const Route = createFileRoute('/_app__areaPath__/')({
  ...guard(AREAS.__areaId__.permission),
  validateSearch: __areaId__SearchSchema,
  loaderDeps: ({ search }) => search,
  // The page's words and data are asked for with the permissions, not after them. A route
  // definition is in every first load: its read goes through readQuery, not the area's hooks module.
  loader: ({ context: { queryClient, access, administrationId }, deps }) =>
    Promise.all([
      loadNamespaces('__kebab__'),
      withAccess(access, queryClient.ensureQueryData(readQuery('/administrations/{administrationId}/__kebab__', { administrationId }, listParamsOf(deps)))),
    ]),
  pendingMs: 100,
  codeSplitGroupings: [['component', 'pendingComponent'], ['errorComponent']],
  pendingComponent: __Plural__ListPending,
  component: __Plural__Route,
});

function __Plural__Route() {
  const { administrationId } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Paging, sorting and searching replace the history entry's search, so back leaves the list.
  const onSearchChange = useCallback((next: __Plural__Search) => void navigate({ search: next, replace: true }), [navigate]);
  return <__Plural__ListPage administrationId={administrationId} search={search} onSearchChange={onSearchChange} />;
}
