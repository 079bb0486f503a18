import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { tabPermission } from '@/navigation/areas';
import { recordTabRoute } from '@/navigation/route-data';
import { AreaRecordFrame } from '@/routes/-records/AreaRecordFrame';
import { LaterAreaTab } from '@/routes/-placeholders/LaterAreaTab';
import { useSuperDebtorRecord } from './route';

export const Route = createFileRoute('/_app/super-debtors/$superDebtorId/issues')({
  ...recordTabRoute({ permission: tabPermission('superDebtors', 'issues'), namespaces: ['invoices'] }),
  component: SuperDebtorsIssuesRoute,
});

function SuperDebtorsIssuesRoute() {
  const { superDebtorId } = Route.useParams();
  const { t } = useTranslation('invoices');
  const record = useSuperDebtorRecord();
  return (
    <AreaRecordFrame area="superDebtors" id={superDebtorId} tab="issues" search={Route.useSearch()} label={record.name}>
      <LaterAreaTab
        area="issues"
        record={record.name}
        related={{ link: { to: '/super-debtors/$superDebtorId/invoices', params: { superDebtorId }, search: { status: ['disputed'] } }, label: t('laterAreas.disputedInvoices') }}
      />
    </AreaRecordFrame>
  );
}
