import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { readQuery } from '@/api/read-query';
import { AREAS } from '@/navigation/areas';
import { recordRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
// Deep import: the overview loads with this route.
import { SettledPaymentOverview } from '@/features/settled-payments/components/SettledPaymentOverview';

/** One record; an unknown id (or another administration's) fails the loader with 404: the not-found page. */
export const Route = createFileRoute('/_app/settled-payments/$settledPaymentId')({
  ...recordRoute({ permission: AREAS.settledPayments.permission, read: '/administrations/{administrationId}/settled-payments/{settledPaymentId}', namespaces: ['settled-payments'] }),
  component: SettledPaymentRoute,
});

function SettledPaymentRoute() {
  const { settledPaymentId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const record = useSuspenseQuery(readQuery('/administrations/{administrationId}/settled-payments/{settledPaymentId}', { administrationId, settledPaymentId })).data;
  return (
    <AreaRecordFrame area="settledPayments" id={settledPaymentId} label={record.number}>
      <SettledPaymentOverview administrationId={administrationId} record={record} />
    </AreaRecordFrame>
  );
}
