import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionPanelProps } from '@/components/records/action-panel-types';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { ArrangementsList, type ArrangementsListProps } from './ArrangementsList';

// The form and its plan builder load on first use, not with the tab.
const NewArrangementPanel = lazy(() => import('./NewArrangementPanel'));

/**
 * The arrangements tab of a customer or an invoice: its plans on the list kit (fixed scope), and
 * "New arrangement", which opens the new-arrangement form for that customer (and invoice) above
 * the list. When the form is done the list shows the new plan (the mutation refreshes the group).
 */
export function ArrangementsTab({ panelScope, ...list }: ArrangementsListProps & { panelScope: ActionPanelProps['scope'] }) {
  const { t } = useTranslation('arrangements');
  const [open, setOpen] = useState(false);
  const [agreed, setAgreed] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      {open ? (
        <section aria-label={t('new.title')} className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 className="mb-3 text-base font-semibold text-slate-900">{t('new.title')}</h2>
          <Suspense fallback={<Spinner label={t('new.loading')} />}>
            <NewArrangementPanel
              scope={panelScope}
              onDone={() => {
                setOpen(false);
                setAgreed(true);
              }}
              onCancel={() => setOpen(false)}
            />
          </Suspense>
        </section>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="primary"
            onClick={() => {
              setAgreed(false);
              setOpen(true);
            }}
          >
            {t('new.button')}
          </Button>
          <p role="status" className="text-sm text-slate-700">
            {agreed ? t('new.agreed') : null}
          </p>
        </div>
      )}
      <ArrangementsList {...list} />
    </div>
  );
}
