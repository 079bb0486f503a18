import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/PageFrame';
import { AREAS } from '@/navigation/areas';
import { areaCrumbs } from '@/navigation/links';
import { SettledPaymentsList, type SettledPaymentsSearch } from './SettledPaymentsList';

export { settledPaymentsList, type SettledPaymentsSearch } from './SettledPaymentsList';

type Props = {
  administrationId: string;
  search: SettledPaymentsSearch;
  onSearchChange: (next: SettledPaymentsSearch) => void;
};

/** /settled-payments: the administration's received payments, searched, filtered, sorted and paged on the server. */
export function SettledPaymentsListPage({ administrationId, search, onSearchChange }: Props) {
  const { t } = useTranslation(['settled-payments', 'navigation']);
  return (
    <PageFrame title={t(AREAS.settledPayments.titleKey)} breadcrumbs={areaCrumbs(t, 'settledPayments')}>
      <SettledPaymentsList administrationId={administrationId} search={search} onSearchChange={onSearchChange} label={t(AREAS.settledPayments.titleKey)} exportName="settled-payments" />
    </PageFrame>
  );
}
