import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageFrame } from '@/components/PageFrame';
import { AREAS, type AreaId } from '@/navigation/areas';
import { areaCrumbs } from '@/navigation/links';

/** The list page of an area whose data is not connected yet: its frame and an honest empty state. */
export function AreaListScreen({ area }: { area: AreaId }) {
  const { t } = useTranslation(['placeholders', 'navigation']);
  return (
    <PageFrame title={t(AREAS[area].titleKey)} breadcrumbs={areaCrumbs(t, area)}>
      <EmptyState />
    </PageFrame>
  );
}
