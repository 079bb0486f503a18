import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listInvoices } from '@/api/generated/endpoints/invoices/invoices';
import type { ListInvoicesParams } from '@/api/generated/model';
import type { BulkFormProps } from '@/components/list/types';
import { LazyDialog } from '@/components/ui/LazyDialog';
import { Spinner } from '@/components/ui/Spinner';
import { NewIssueForm } from './NewIssueForm';

/** The most invoices one issue opened from a list's "select all matching" takes. */
const MAX_INVOICES = 1000;

type Props = BulkFormProps & {
  administrationId: string;
  /** The customer of the list (a customer's invoices tab); else the one of the invoices chosen. */
  customerId?: string;
};

/**
 * "Open an issue" on the invoices selected in a list (the invoices list, a customer's invoices
 * tab): the new-issue form in a dialog, about those invoices. A selection of "all N matching" is
 * read first (the list's filter minus the rows left out). The list reports one issue opened for
 * the invoices chosen.
 */
export default function NewIssueDialog({ administrationId, customerId, target, count, onDone, onCancel }: Props) {
  const { t } = useTranslation('issues');
  const matching = useQuery({
    queryKey: ['issues', 'invoices-of-selection', administrationId, target],
    enabled: 'matching' in target,
    queryFn: async ({ signal }) => {
      if (!('matching' in target)) return [];
      const answer = await listInvoices(administrationId, { ...(target.matching as ListInvoicesParams), 'per-page': MAX_INVOICES }, { signal });
      const left = new Set(target.excludeIds ?? []);
      return answer.items.map((row) => row.id).filter((id) => !left.has(id));
    },
  });
  const invoiceIds = 'ids' in target ? target.ids : matching.data;
  return (
    <LazyDialog open onClose={onCancel} title={t('new.title')} description={t('new.fromInvoices', { count })} size="lg">
      {invoiceIds ? (
        <NewIssueForm
          administrationId={administrationId}
          customerId={customerId}
          invoiceIds={invoiceIds}
          onCancel={onCancel}
          onDone={() => onDone({ requested: count, succeeded: count, failed: [] })}
        />
      ) : (
        <Spinner label={t('form.loading')} />
      )}
    </LazyDialog>
  );
}
