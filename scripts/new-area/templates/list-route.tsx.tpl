import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AREAS } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
// Deep imports: the route definition stays small; the screen and the list kit load with the route.
import { __Plural__ListPage, __areaId__List, type __Plural__Search } from '@/features/__kebab__/components/__Plural__ListPage';
import { __areaId__ListConfig } from '@/features/__kebab__/model/__kebab__-list';

export const Route = createFileRoute('/_app__areaPath__/')({
  // The rows' request starts when the route matches; a new sort, search or page keeps the rows on screen until the next ones are there.
  ...listRoute({ permission: AREAS.__areaId__.permission, namespaces: ['__kebab__', 'list'], list: __areaId__ListConfig, read: '/administrations/{administrationId}/__kebab__' }),
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
