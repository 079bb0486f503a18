import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetProfileQueryKey } from '@/api/generated/endpoints/administrations/administrations';
import { ErrorPage } from '@/components/ErrorPage';
import { ForbiddenPanel } from '@/components/ForbiddenPanel';
import { PageSpinner } from '@/components/PageSpinner';
import { usePermissions } from '@/api/permissions';
import { isAllowed } from '@/lib/permissions';
import { useRoutePermissions } from './route-permission';

/**
 * Shows the page only once the user's permissions in the active administration are known, and
 * only when they include every one the page's routes declare; otherwise the forbidden page, inside the
 * frame. A failed profile request shows the 500 page with "try again".
 */
export function PermissionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const required = useRoutePermissions();
  const { administrationId, permissions, fetched, error } = usePermissions();

  if (!administrationId) {
    return (
      <section className="state-panel">
        <p className="text-slate-700">{t('errors.noAdministration')}</p>
      </section>
    );
  }
  if (!fetched) {
    if (!error) return <PageSpinner />;
    // Back to pending so the spinner shows while the profile is asked for again.
    const retry = () => void queryClient.resetQueries({ queryKey: getGetProfileQueryKey(administrationId), exact: true });
    return <ErrorPage variant="500" error={error} onRetry={retry} />;
  }
  if (!isAllowed(permissions, required)) return <ForbiddenPanel headingLevel={1} />;
  return <>{children}</>;
}
