import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionPanels } from '@/components/records/ActionPanelHost';
import { buttonClass } from '@/components/ui/Button';
import { Deferred, useDeferredActivate } from '@/components/ui/Deferred';

// Headless UI loads after the page: the placeholder stands in, and a click on it is not lost.
const RecordActionsMenu = lazy(() => import('./RecordActionsMenu'));

/** The record's actions menu, on a page with action panels (RecordActionPanels); nothing elsewhere. */
export function RecordActionsButton() {
  const panels = useActionPanels();
  if (!panels) return null;
  return (
    <Deferred placeholder={<Placeholder />}>
      <RecordActionsMenu panels={panels} />
    </Deferred>
  );
}

function Placeholder() {
  const { t } = useTranslation('records');
  return (
    <button type="button" aria-haspopup="menu" aria-expanded="false" onClick={useDeferredActivate()} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
      {t('actionPanel.menu')}
    </button>
  );
}
