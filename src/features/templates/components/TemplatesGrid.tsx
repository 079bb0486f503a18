import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';

/** Responsive columns: 2 on a phone (390 px), up to 5 on a 1280 px screen. */
export const GRID_CLASS =
  'grid grid-cols-1 gap-4 min-[360px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

export const SKELETON_COUNT = 12;

export function TemplatesGrid({ children, busy }: { children: ReactNode; busy: boolean }) {
  const { t } = useTranslation('templates');
  return (
    <ul aria-label={t('list.label')} aria-busy={busy || undefined} className={GRID_CLASS}>
      {children}
    </ul>
  );
}

/** SPEC §2/§9: exactly 12 skeleton cards while the list first loads. */
export function TemplatesSkeleton() {
  const { t } = useTranslation('templates');
  return (
    <div role="status" aria-busy="true" aria-label={t('list.loading')}>
      <span className="sr-only">{t('list.loading')}</span>
      <ul aria-hidden="true" className={GRID_CLASS}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <li
            key={index}
            data-testid="template-card-skeleton"
            className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
          >
            <div className="aspect-[4/3] w-full animate-pulse bg-slate-200" />
            <div className="flex flex-col gap-2 p-3">
              <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200" />
              <div className="h-3 w-1/3 animate-pulse rounded bg-slate-200" />
              <div className="h-3 w-1/2 animate-pulse rounded bg-slate-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The first tile for users with Manage_Configuration. */
export function CreateTemplateTile({ onCreate, creating }: { onCreate: () => void; creating: boolean }) {
  const { t } = useTranslation('templates');
  return (
    <li>
      <button
        type="button"
        onClick={onCreate}
        disabled={creating}
        aria-busy={creating || undefined}
        className={`flex size-full min-h-48 flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed border-blue-300 bg-blue-50/40 p-4 text-center font-medium text-blue-900 hover:border-blue-800 hover:bg-blue-50 disabled:cursor-wait disabled:opacity-70 ${focusRing}`}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className={`size-10 ${creating ? 'animate-spin' : ''}`} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
          {creating ? <path d="M12 3a9 9 0 1 0 9 9" /> : <path d="M12 5v14M5 12h14" />}
        </svg>
        <span>{t('create.tile')}</span>
        {creating && (
          <span aria-hidden="true" className="text-xs font-normal">
            {t('create.creating')}
          </span>
        )}
      </button>
    </li>
  );
}
