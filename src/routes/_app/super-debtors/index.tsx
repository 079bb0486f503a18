import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { readQuery } from '@/api/read-query';
import { AREAS } from '@/navigation/areas';
import { guard } from '@/navigation/route-guard';
import { loadNamespaces } from '@/lib/i18n';
// Deep imports: the route definition stays small; the screen and the list kit load with the route.
import { SuperDebtorsListPage, superDebtorsList, type SuperDebtorsSearch } from '@/features/super-debtors/components/SuperDebtorsListPage';
import { superDebtorsListConfig } from '@/features/super-debtors/model/super-debtors-list';
import { listQueryOf, listSearchSchema } from '@/lib/list/search-schema';

export const Route = createFileRoute('/_app/super-debtors/')({
  ...guard(AREAS.superDebtors.permission),
  validateSearch: listSearchSchema(superDebtorsListConfig),
  loaderDeps: ({ search }) => ({ query: listQueryOf(superDebtorsListConfig, search) }),
  loader: ({ context: { queryClient, access, administrationId }, deps, cause }) => {
    const list = queryClient.ensureQueryData(readQuery('/administrations/{administrationId}/super-debtors', { administrationId }, deps.query));
    list.catch(() => undefined); // the page shows the failure
    // The title does not wait for the rows: entering waits for the words and the permissions only,
    // and the page shows its skeleton rows until the answer is there. (The permissions: when the
    // stored administration is not the user's, the route loads again instead of showing refusals.)
    // A new sort, filter or page only starts its request: the rows on screen stay meanwhile.
    if (cause !== 'stay') return Promise.all([loadNamespaces('superDebtors', 'list'), access.permissions()]);
  },
  component: SuperDebtorsRoute,
});

function SuperDebtorsRoute() {
  const { administrationId } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: SuperDebtorsSearch) => void navigate({ search: superDebtorsList.compact(next), replace: true }),
    [navigate],
  );
  return <SuperDebtorsListPage administrationId={administrationId} search={search} onSearchChange={onSearchChange} />;
}
