import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as operationPermission from '@/api/generated/operation-permissions';
import { usePermission } from '@/api/permissions';
import type { BulkAction } from '@/components/list/types';

// The dialog loads when the action is first chosen.
const HandOverDialog = lazy(() => import('./HandOverDialog'));

/**
 * "Hand over to collection" for an invoices list's selection: a confirmation naming what will
 * happen, with the reason, then one case per customer. None for those who may not hand over.
 */
export function useHandOverAction(administrationId: string): readonly BulkAction[] {
  const { t } = useTranslation('for-collection', { useSuspense: false });
  const { allowed } = usePermission(operationPermission.handOverInvoices);
  return useMemo(
    () =>
      allowed
        ? [
            {
              id: 'hand-over',
              label: t('handover.action'),
              form: (props) => (
                <Suspense fallback={null}>
                  <HandOverDialog administrationId={administrationId} {...props} />
                </Suspense>
              ),
            },
          ]
        : [],
    [administrationId, allowed, t],
  );
}
