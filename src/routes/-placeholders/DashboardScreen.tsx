import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageFrame } from '@/components/PageFrame';
import { AREAS } from '@/navigation/areas';
import { areaCrumbs } from '@/navigation/links';

/**
 * The start page: the root of every breadcrumb, so its own trail is just itself. The areas' cards
 * (`children`, each hiding itself from those who may not open its area) fill a grid.
 */
export function DashboardScreen({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(['placeholders', 'navigation']);
  return (
    <PageFrame title={t(AREAS.dashboard.titleKey)} breadcrumbs={areaCrumbs(t)}>
      {children ? <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">{children}</div> : <EmptyState />}
    </PageFrame>
  );
}
