import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { readQuery } from '@/api/read-query';
import { AREAS } from '@/navigation/areas';
import { recordRoute } from '@/navigation/route-data';

/**
 * The record's tabs share the record: every tab is titled with its name, needs the area's
 * permission as well as its own, and a record that does not exist is "not found" on every tab.
 */
export const Route = createFileRoute('/_app__areaPath__/$__param__')({
  ...recordRoute({ permission: AREAS.__areaId__.permission, read: '/administrations/{administrationId}/__kebab__/{__param__}' }),
});

/** The record of the open tab (loaded by the route above). */
export function use__Record__Record() {
  const { __param__ } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  return useSuspenseQuery(readQuery('/administrations/{administrationId}/__kebab__/{__param__}', { administrationId, __param__ })).data;
}
