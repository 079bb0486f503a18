import { createFileRoute } from '@tanstack/react-router';
import { readQuery } from '@/api/read-query';
import { withAccess } from '@/api/route-access';
import { AREAS } from '@/navigation/areas';
import { guard } from '@/navigation/route-guard';
import { loadNamespaces } from '@/lib/i18n';
import {
  __Record__DetailError,
  __Record__DetailPage,
  __Record__DetailPending,
} from '@/features/__kebab__/components/__Record__DetailPage';

export const Route = createFileRoute('/_app__areaPath__/$__param__')({
  ...guard(AREAS.__areaId__.permission),
  loader: ({ context: { queryClient, access, administrationId }, params: { __param__ } }) =>
    Promise.all([
      loadNamespaces('__kebab__'),
      withAccess(access, queryClient.ensureQueryData(readQuery('/administrations/{administrationId}/__kebab__/{__record__Id}', { administrationId, __record__Id: __param__ }))),
    ]),
  pendingMs: 100,
  codeSplitGroupings: [['component', 'pendingComponent'], ['errorComponent']],
  pendingComponent: __Record__DetailPending,
  errorComponent: __Record__DetailError,
  component: __Record__Route,
});

function __Record__Route() {
  const { administrationId } = Route.useRouteContext();
  const { __param__ } = Route.useParams();
  return <__Record__DetailPage administrationId={administrationId} __param__={__param__} />;
}
