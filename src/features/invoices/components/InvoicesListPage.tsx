import { useTranslation } from 'react-i18next';
import type { BulkAction } from '@/components/list/types';
import { PageFrame } from '@/components/PageFrame';
import { AREAS } from '@/navigation/areas';
import { areaCrumbs } from '@/navigation/links';
import { InvoicesList, type InvoicesSearch } from './InvoicesList';

export { invoicesList, type InvoicesSearch } from './InvoicesList';

type Props = {
  administrationId: string;
  search: InvoicesSearch;
  onSearchChange: (next: InvoicesSearch) => void;
  /** Bulk actions of other areas on the selected invoices (opening an issue about them). */
  moreBulkActions?: readonly BulkAction[];
};

/** Every invoice of the administration, filtered, sorted and paged on the server (SPEC §2 /invoices). */
export function InvoicesListPage({ administrationId, search, onSearchChange, moreBulkActions }: Props) {
  const { t } = useTranslation(['invoices', 'navigation']);
  return (
    <PageFrame title={t(AREAS.invoices.titleKey)} breadcrumbs={areaCrumbs(t, 'invoices')}>
      <InvoicesList administrationId={administrationId} search={search} onSearchChange={onSearchChange} label={t(AREAS.invoices.titleKey)} exportName="invoices" moreBulkActions={moreBulkActions} />
    </PageFrame>
  );
}
