import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { tabPermission } from '@/navigation/areas';
import { listRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
// Deep imports: the route definition stays small; the list and the kit load with the route.
import { arrangementsList, type ArrangementsSearch } from '@/features/arrangements/components/ArrangementsList';
import { ArrangementsTab } from '@/features/arrangements/components/ArrangementsTab';
import { arrangementsListConfig } from '@/features/arrangements/model/arrangements-list';
import { useCustomerRecord } from './route';

/** The customer's arrangements: the arrangements list of the kit, fixed to this customer, with "New arrangement". */
export const Route = createFileRoute('/_app/customers/$customerId/arrangements')({
  ...listRoute({
    permission: tabPermission('customers', 'arrangements'),
    namespaces: ['arrangements', 'list'],
    list: arrangementsListConfig,
    read: '/administrations/{administrationId}/arrangements',
    scope: { 'customer-id': 'customerId' },
  }),
  component: CustomersArrangementsRoute,
});

function CustomersArrangementsRoute() {
  const { customerId } = Route.useParams();
  const { administrationId } = Route.useRouteContext();
  const { t } = useTranslation('arrangements');
  const customer = useCustomerRecord();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { action, callId } = search;
  const onSearchChange = useCallback(
    // What the page was opened for (action, callId) stays; the list's keys are replaced.
    (next: ArrangementsSearch) => void navigate({ search: { action, callId, ...arrangementsList.compact(next) }, replace: true }),
    [navigate, action, callId],
  );
  return (
    <AreaRecordFrame area="customers" id={customerId} tab="arrangements" search={{ action, callId }} label={customer.name}>
      <ArrangementsTab
        administrationId={administrationId}
        search={search}
        onSearchChange={onSearchChange}
        scope={{ 'customer-id': customerId }}
        label={t('scoped.customer', { name: customer.name })}
        exportName={`arrangements-${customer.number}`}
      />
    </AreaRecordFrame>
  );
}
