import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/api/permissions';
import type { BulkAction } from '@/components/list/types';

// The dialog and its form load when the action is first chosen.
const NewIssueDialog = lazy(() => import('./NewIssueDialog'));

/**
 * "Open an issue" for an invoices list's selection (the invoices list, a customer's invoices tab):
 * the new-issue form in a dialog about the invoices selected; none for those who may not open
 * issues (Manage_Issues).
 */
export function useOpenIssueAction(administrationId: string, customerId?: string): readonly BulkAction[] {
  const { t } = useTranslation('issues', { useSuspense: false });
  const { allowed } = usePermission('Manage_Issues');
  return useMemo(
    () =>
      allowed
        ? [
            {
              id: 'open-issue',
              label: t('bulkOpen'),
              form: (props) => (
                <Suspense fallback={null}>
                  <NewIssueDialog administrationId={administrationId} customerId={customerId} {...props} />
                </Suspense>
              ),
            },
          ]
        : [],
    [administrationId, allowed, customerId, t],
  );
}
