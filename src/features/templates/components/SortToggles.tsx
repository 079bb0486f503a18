import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';
import { cycleSort, type SortField, type SortState, toggleState } from '../model/sort';

type SortTogglesProps = { sort: SortState; onChange: (next: SortState) => void };

const FIELDS: readonly { field: SortField; key: 'name' | 'lastModified' }[] = [
  { field: 'name', key: 'name' },
  { field: 'last-modified-date', key: 'lastModified' },
];

/** The two sort toggles: each press cycles descending → ascending → off; one on turns the other off. */
export function SortToggles({ sort, onChange }: SortTogglesProps) {
  const { t } = useTranslation('templates');
  return (
    <div role="group" aria-label={t('sort.group')} className="flex flex-wrap gap-2">
      {FIELDS.map(({ field, key }) => {
        const state = toggleState(sort, field);
        return (
          <button
            key={field}
            type="button"
            aria-pressed={state !== 'off'}
            aria-label={t(`sort.${key}.${state}`)}
            onClick={() => onChange(cycleSort(sort, field))}
            className={`inline-flex min-h-10 items-center gap-1.5 rounded-md border px-3 py-2 text-sm font-medium ${focusRing} ${
              state === 'off'
                ? 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
                : 'border-blue-800 bg-blue-50 text-blue-900 hover:bg-blue-100'
            }`}
          >
            {t(`sort.${key}.label`)}
            <SortArrow state={state} />
          </button>
        );
      })}
    </div>
  );
}

function SortArrow({ state }: { state: 'off' | 'asc' | 'desc' }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.6">
      {state === 'off' ? (
        <path d="M5 6l3-3 3 3M5 10l3 3 3-3" strokeLinecap="round" strokeLinejoin="round" opacity="0.5" />
      ) : (
        <path
          d={state === 'desc' ? 'M8 3v10M4 9l4 4 4-4' : 'M8 13V3M4 7l4-4 4 4'}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
