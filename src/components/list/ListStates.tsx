import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { Button } from '@/components/ui/Button';

/** No records at all (nothing filtered): the area may say what the list will hold. */
export function ListEmpty({ title, body }: { title?: string; body?: string }) {
  const { t } = useTranslation('list');
  return <EmptyState title={title ?? t('states.emptyTitle')} body={body ?? t('states.emptyBody')} />;
}

/** The search and filters exclude every record: say so, and offer the way back. */
export function ListNoMatch({ onClearFilters }: { onClearFilters: () => void }) {
  const { t } = useTranslation('list');
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{t('states.noMatchTitle')}</h2>
      <p className="max-w-prose text-slate-700">{t('states.noMatchBody')}</p>
      <Button variant="secondary" size="sm" onClick={onClearFilters} className="mt-2">
        {t('filters.clear')}
      </Button>
    </div>
  );
}

/** A page past the last one (the list shrank, or an edited URL): offer the first page. */
export function ListPageEmpty({ page, onFirstPage }: { page: number; onFirstPage: () => void }) {
  const { t } = useTranslation('list');
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{t('states.pageEmpty', { page })}</h2>
      <Button variant="secondary" size="sm" onClick={onFirstPage}>
        {t('states.firstPage')}
      </Button>
    </div>
  );
}
