import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteJourney, getGetJourneyQueryKey, getJourney } from '@/api/generated/endpoints/journeys/journeys';
import type { Journey } from '@/api/generated/model';
import * as operationPermission from '@/api/generated/operation-permissions';
import { usePermission } from '@/api/permissions';
import { useVersionedSave } from '@/api/versioned-save';
import { Button } from '@/components/ui/Button';
import { LazyConfirmDialog, preloadDialogs } from '@/components/ui/LazyDialog';

/**
 * Deleting a journey: the confirmation says how many customers follow it and that they follow
 * none afterwards (what the server does, see the contract's deleteJourney). Against the version
 * on screen: a journey changed meanwhile is not deleted, the page shows it as it is now and says so.
 */
export function JourneyDelete({ administrationId, journey }: { administrationId: string; journey: Journey }) {
  const { t } = useTranslation('journeys');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { allowed } = usePermission(operationPermission.deleteJourney);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const queryKey = getGetJourneyQueryKey(administrationId, journey.id);
  const remove = useVersionedSave({
    operationId: 'deleteJourney',
    administrationId,
    send: (_: undefined, ifMatch) => deleteJourney(administrationId, journey.id, ifMatch),
    refetch: () => getJourney(administrationId, journey.id),
    queryKey,
  });
  if (!allowed) return null;

  return (
    <div className="flex flex-col items-start gap-2">
      {failure ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {failure}
        </p>
      ) : null}
      <Button variant="secondary" onClick={() => setConfirming(true)} onPointerEnter={preloadDialogs} onFocus={preloadDialogs}>
        {t('delete.button')}
      </Button>
      <LazyConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('delete.title', { name: journey.name })}
        description={t('delete.body', { count: journey.customerCount })}
        confirmLabel={t('delete.confirm')}
        onConfirm={async () => {
          setFailure(null);
          try {
            const { conflict } = await remove.save(undefined, journey.etag);
            if (conflict) {
              setFailure(t('delete.changedMeanwhile', { name: conflict.name }));
              return;
            }
            queryClient.removeQueries({ queryKey });
            await navigate({ to: '/journeys' });
          } catch {
            setFailure(t('delete.failed'));
          }
        }}
      />
    </div>
  );
}
