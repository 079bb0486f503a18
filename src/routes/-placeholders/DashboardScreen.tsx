import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageFrame } from '@/components/PageFrame';
import { AREAS } from '@/navigation/areas';
import { areaCrumbs } from '@/navigation/links';

/** The start page: the root of every breadcrumb, so its own trail is just itself. */
export function DashboardScreen() {
  const { t } = useTranslation(['placeholders', 'navigation']);
  return (
    <PageFrame title={t(AREAS.dashboard.titleKey)} breadcrumbs={areaCrumbs(t)}>
      <EmptyState />
    </PageFrame>
  );
}
