import { useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/PageFrame';
import { AREAS } from '@/navigation/areas';
import { areaCrumbs } from '@/navigation/links';
import { DashboardPage } from './DashboardPage';

/**
 * The start page: the root of every breadcrumb, so its own trail is just itself. Its own cards
 * (DashboardPage), then the areas' cards (`children`, each hiding itself from those who may not
 * open its area; `npm run new:area -- … --dashboard-card` adds one) in the same grid.
 */
export function DashboardScreen({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(['dashboard', 'navigation']);
  const { administrationId } = useRouteContext({ from: '/_app/dashboard' });
  return (
    <PageFrame title={t(AREAS.dashboard.titleKey)} breadcrumbs={areaCrumbs(t)}>
      <DashboardPage administrationId={administrationId}>{children}</DashboardPage>
    </PageFrame>
  );
}
