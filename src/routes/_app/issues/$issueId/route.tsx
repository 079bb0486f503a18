import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { readQuery } from '@/api/read-query';
import { AREAS } from '@/navigation/areas';
import { recordRoute } from '@/navigation/route-data';

/**
 * The record's tabs share the record: every tab is titled with its name, needs the area's
 * permission as well as its own, and a record that does not exist is "not found" on every tab.
 */
export const Route = createFileRoute('/_app/issues/$issueId')({
  ...recordRoute({ permission: AREAS.issues.permission, read: '/administrations/{administrationId}/issues/{issueId}' }),
});

/** The record of the open tab (loaded by the route above). */
export function useIssueRecord() {
  const { issueId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  return useSuspenseQuery(readQuery('/administrations/{administrationId}/issues/{issueId}', { administrationId, issueId })).data;
}
