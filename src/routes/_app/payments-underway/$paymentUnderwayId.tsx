import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { readQuery } from '@/api/read-query';
import { AREAS } from '@/navigation/areas';
import { recordRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
// Deep import: the overview loads with this route.
import { PaymentUnderwayOverview } from '@/features/payments-underway/components/PaymentUnderwayOverview';

/** One record; an unknown id (or another administration's) fails the loader with 404: the not-found page. */
export const Route = createFileRoute('/_app/payments-underway/$paymentUnderwayId')({
  ...recordRoute({ permission: AREAS.paymentsUnderway.permission, read: '/administrations/{administrationId}/payments-underway/{paymentUnderwayId}', namespaces: ['payments-underway'] }),
  component: PaymentUnderwayRoute,
});

function PaymentUnderwayRoute() {
  const { paymentUnderwayId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const record = useSuspenseQuery(readQuery('/administrations/{administrationId}/payments-underway/{paymentUnderwayId}', { administrationId, paymentUnderwayId })).data;
  return (
    <AreaRecordFrame area="paymentsUnderway" id={paymentUnderwayId} label={record.number}>
      <PaymentUnderwayOverview administrationId={administrationId} record={record} />
    </AreaRecordFrame>
  );
}
