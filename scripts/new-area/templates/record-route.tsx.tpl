import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { readQuery } from '@/api/read-query';
import { withAccess } from '@/api/route-access';
import { AREAS } from '@/navigation/areas';
import { guard } from '@/navigation/route-guard';
import { loadNamespaces } from '@/lib/i18n';
import { AreaDetailScreen } from '@/routes/-placeholders/AreaDetailScreen';
// Deep import: the overview loads with this route.
import { __Record__Overview } from '@/features/__kebab__/components/__Record__Overview';

/** One record; an unknown id (or another administration's) fails the loader with 404: the not-found page. */
export const Route = createFileRoute('/_app__areaPath__/$__param__')({
  ...guard(AREAS.__areaId__.permission),
  loader: ({ context: { queryClient, access, administrationId }, params: { __param__ } }) =>
    Promise.all([
      loadNamespaces('__kebab__'),
      withAccess(access, queryClient.ensureQueryData(readQuery('/administrations/{administrationId}/__kebab__/{__record__Id}', { administrationId, __record__Id: __param__ }))),
    ]),
  component: __Record__Route,
});

function __Record__Route() {
  const { __param__ } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const record = useSuspenseQuery(readQuery('/administrations/{administrationId}/__kebab__/{__record__Id}', { administrationId, __record__Id: __param__ })).data;
  return (
    <AreaDetailScreen area="__areaId__" id={__param__} label={record.name}>
      <__Record__Overview record={record} />
    </AreaDetailScreen>
  );
}
