import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/PageFrame';
import { AREAS } from '@/navigation/areas';
import { areaCrumbs } from '@/navigation/links';
import { ArrangementsList, type ArrangementsSearch } from './ArrangementsList';

export { arrangementsList, type ArrangementsSearch } from './ArrangementsList';

type Props = {
  administrationId: string;
  search: ArrangementsSearch;
  onSearchChange: (next: ArrangementsSearch) => void;
};

/** /arrangements: the administration's payment plans, searched, filtered, sorted and paged on the server. */
export function ArrangementsListPage({ administrationId, search, onSearchChange }: Props) {
  const { t } = useTranslation(['arrangements', 'navigation']);
  return (
    <PageFrame title={t(AREAS.arrangements.titleKey)} breadcrumbs={areaCrumbs(t, 'arrangements')}>
      <ArrangementsList
        administrationId={administrationId}
        search={search}
        onSearchChange={onSearchChange}
        label={t(AREAS.arrangements.titleKey)}
        exportName="arrangements"
      />
    </PageFrame>
  );
}
