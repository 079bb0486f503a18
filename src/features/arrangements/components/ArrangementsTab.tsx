import { useTranslation } from 'react-i18next';
import { useActionPanels } from '@/components/records/ActionPanelHost';
import { Button } from '@/components/ui/Button';
import { ArrangementsList, type ArrangementsListProps } from './ArrangementsList';

/**
 * The arrangements tab of a customer or an invoice: its plans on the list kit (fixed scope), and
 * "New arrangement", which opens the record page's arrangement panel (`?action=arrangement`): the
 * same form the actions menu opens, beside the page, kept while the user moves between tabs. The
 * list shows the new plan once it is agreed (the creation refreshes its cache group).
 */
export function ArrangementsTab(list: ArrangementsListProps) {
  const { t } = useTranslation('arrangements');
  const panels = useActionPanels();
  return (
    <div className="flex flex-col gap-4">
      {panels?.allowed('arrangement') && (
        <div>
          <Button variant="primary" onClick={(event) => panels.open('arrangement', event.currentTarget)}>
            {t('new.button')}
          </Button>
        </div>
      )}
      <ArrangementsList {...list} />
    </div>
  );
}
