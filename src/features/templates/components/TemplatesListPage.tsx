import { useSuspenseQuery } from '@tanstack/react-query';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { type ReactNode, Suspense, useCallback, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListTemplatesSuspenseQueryOptions } from '@/api/generated/endpoints/templates/templates';
import * as operationPermission from '@/api/generated/operation-permissions';
import { usePermission } from '@/api/permissions';
import { Breadcrumbs, homeCrumb } from '@/components/Breadcrumbs';
import { DeferredRouteErrorView } from '@/components/DeferredErrorViews';
import { Button } from '@/components/ui/Button';
import { quietLinkClass } from '@/components/ui/link';
import { getRuntimeConfig } from '@/lib/config';
import { useProgressiveCount } from '@/lib/use-progressive-count';
import { useRenderLimit } from '@/lib/use-render-limit';
import { useTemplateActions } from '../api/use-template-actions';
import { compactSearch, listParamsOf, sortFromSearch, sortToSearch, type TemplatesSearch } from '../model/search-params';
import type { SortState } from '../model/sort';
import { SortToggles } from './SortToggles';
import { preloadTemplateCardMenu, TemplateCard } from './TemplateCard';
import { TemplateSearchBox } from './TemplateSearchBox';
import { CreateTemplateTile, TemplatesGrid, TemplatesSkeleton } from './TemplatesGrid';

export type TemplatesSearchUpdate = (update: (previous: TemplatesSearch) => TemplatesSearch) => void;

type TemplatesListPageProps = {
  /** Sort and filter, from the URL. */
  search: TemplatesSearch;
  /** Writes sort and filter back to the URL (replacing the history entry). */
  onSearchChange: TemplatesSearchUpdate;
};

/**
 * /templates (SPEC §2 "Templates list screen"), once the route has loaded the list. The route's
 * pending and error views below keep the same page around their state, so the title, search and
 * sort never jump.
 */
export function TemplatesListPage({ administrationId, ...page }: TemplatesListPageProps & { administrationId: string }) {
  const { onSearchChange } = page;
  const clearSearch = useCallback(
    () => onSearchChange((previous) => compactSearch({ ...previous, name: undefined })),
    [onSearchChange],
  );
  return (
    <TemplatesPageFrame {...page}>
      {/* Keyed: another administration's cards never stand in while this one's load. */}
      <Suspense key={administrationId} fallback={<TemplatesSkeleton />}>
        <TemplatesResults administrationId={administrationId} search={page.search} onClearSearch={clearSearch} />
      </Suspense>
    </TemplatesPageFrame>
  );
}

/** While the route loads the list the first time: the page with 12 skeleton cards (SPEC §9). */
export function TemplatesListPending(page: TemplatesListPageProps) {
  return (
    <TemplatesPageFrame {...page}>
      <TemplatesSkeleton />
    </TemplatesPageFrame>
  );
}

/** The list could not be loaded: the page with the route's error view where the cards would be. */
export function TemplatesListError({ error, reset, ...page }: TemplatesListPageProps & Pick<ErrorComponentProps, 'error' | 'reset'>) {
  return (
    <TemplatesPageFrame {...page}>
      <DeferredRouteErrorView error={error} reset={reset} headingLevel={2} />
    </TemplatesPageFrame>
  );
}

function TemplatesPageFrame({ search, onSearchChange, children }: TemplatesListPageProps & { children: ReactNode }) {
  const { t } = useTranslation(['templates', 'navigation']);
  const titleId = useId();
  const sort = sortFromSearch(search);

  const changeSort = useCallback(
    (next: SortState) => onSearchChange((previous) => compactSearch({ ...previous, ...sortToSearch(next) })),
    [onSearchChange],
  );
  const applyName = useCallback(
    (term: string) => onSearchChange((previous) => compactSearch({ ...previous, name: term || undefined })),
    [onSearchChange],
  );

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Breadcrumbs items={[homeCrumb(t), { label: t('title') }]} />
        <TemplatesHeader titleId={titleId} />
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <TemplateSearchBox appliedName={search.name} onApply={applyName} />
        <div className="sm:pt-6">
          <SortToggles sort={sort} onChange={changeSort} />
        </div>
      </div>
      {children}
    </section>
  );
}

function TemplatesHeader({ titleId }: { titleId: string }) {
  const { t } = useTranslation('templates');
  const helpUrl = `${getRuntimeConfig().helpBaseUrl.replace(/\/+$/, '')}/templates`;
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <h1 id={titleId} className="text-2xl font-semibold text-slate-950">
        {t('title')}
      </h1>
      <a
        href={helpUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('help.label')}
        className={`inline-flex items-center gap-1.5 px-2 py-1 text-sm font-medium ${quietLinkClass}`}
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.6">
          <circle cx="10" cy="10" r="8" />
          <path d="M7.8 7.6a2.3 2.3 0 1 1 3.2 2.1c-.6.3-1 .8-1 1.5v.5M10 14.5h.01" strokeLinecap="round" />
        </svg>
        {t('help.text')}
        <svg viewBox="0 0 16 16" aria-hidden="true" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M9 3h4v4M13 3 7 9M11 10v3H3V5h3" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </a>
    </header>
  );
}

/**
 * Cards in the first render: the screenful the window holds (the grid's columns at its width, rows
 * of about 200 px at its height), 4 to 24; a phone's is ten. Each card costs its share of the task
 * that paints the first ones, four times over on a slow phone's CPU.
 */
function firstScreenful(): number {
  if (typeof window === 'undefined') return 24;
  const width = window.innerWidth;
  const columns = width < 360 ? 1 : width < 768 ? 2 : width < 1024 ? 3 : width < 1280 ? 4 : 5;
  return Math.min(24, Math.max(4, columns * Math.ceil(window.innerHeight / 200)));
}
/** Then a few per frame: no frame after the first waits long for cards nobody sees yet. */
const RENDERED_PER_FRAME = 8;
/**
 * Cards kept mounted before the user scrolls near the end: four screenfuls (the grid shows up to
 * five columns of four rows), more as the end comes within the render limit's margin. Every mounted
 * card is unmounted by a new search or sort in the task that paints its first cards: 240 made that
 * task cost about 130 ms of main-thread time at 1,000 templates, 96 about 80 ms (issue 25).
 */
const RENDERED_AHEAD = 96;

type TemplatesResultsProps = {
  administrationId: string;
  search: TemplatesSearch;
  onClearSearch: () => void;
};

function TemplatesResults({ administrationId, search, onClearSearch }: TemplatesResultsProps) {
  const { t, i18n } = useTranslation('templates');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { sortBy, sortOrder, name } = search;
  const requested = useMemo(() => ({ sortBy, sortOrder, name }), [sortBy, sortOrder, name]);
  // A new sort or search renders in the background: the cards on screen stay (marked as
  // updating) until its answer is there, instead of falling back to skeletons.
  const shown = useDeferredValue(requested);
  const { data } = useSuspenseQuery(getListTemplatesSuspenseQueryOptions(administrationId, listParamsOf(shown)));
  const { allowed: canManage } = usePermission(operationPermission.createTemplate);
  const actions = useTemplateActions(administrationId);
  // A screenful (up to five columns by four rows, the create tile included) renders at once, the
  // rest a little per frame after it: the first cards paint without waiting for a thousand, and so
  // do those of a new search or sort. Of a very long list, only the cards the user is near are
  // mounted, more as they scroll: swapping a thousand mounted cards for a new result is a long task.
  const [limit, endRef] = useRenderLimit(RENDERED_AHEAD, shown);
  const [firstRendered] = useState(firstScreenful);
  const rendered = useProgressiveCount(Math.min(data.items.length, limit), firstRendered, RENDERED_PER_FRAME, shown);
  useEffect(() => {
    if (!canManage) return;
    // In an idle moment, not in the task that paints the first cards (its preload links cost that
    // task some 10 ms). Where there is no requestIdleCallback (Safari, jsdom) at once.
    if (typeof requestIdleCallback !== 'function') {
      preloadTemplateCardMenu();
      return;
    }
    const handle = requestIdleCallback(preloadTemplateCardMenu, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, [canManage]);

  const items = data.items;
  const updating = shown !== requested;
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        {updating ? t('list.updating') : t('list.count', { count: items.length })}
      </p>
      {items.length === 0 && (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center">
          {shown.name ? (
            <>
              <p className="font-medium text-slate-900">{t('list.noMatch', { search: shown.name })}</p>
              <p className="mt-1 text-sm text-slate-700">{t('list.noMatchHint')}</p>
              <Button variant="secondary" size="sm" onClick={onClearSearch} className="mt-3">
                {t('search.clear')}
              </Button>
            </>
          ) : (
            <>
              <p className="font-medium text-slate-900">{t('list.emptyTitle')}</p>
              <p className="mt-1 text-sm text-slate-700">
                {canManage ? t('list.emptyHintManage') : t('list.emptyHintReadOnly')}
              </p>
            </>
          )}
        </div>
      )}
      {(items.length > 0 || canManage) && (
        <TemplatesGrid busy={updating}>
          {canManage && <CreateTemplateTile onCreate={actions.create} creating={actions.creating} />}
          {items.slice(0, rendered).map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              administrationId={administrationId}
              canManage={canManage}
              pending={actions.pending.get(template.id)}
              language={language}
              onDuplicate={actions.duplicate}
              onDelete={actions.remove}
            />
          ))}
        </TemplatesGrid>
      )}
      {/* Where the rendered cards end, while more are to come: nearing it renders more. */}
      {rendered === limit && limit < items.length && <div ref={endRef} aria-hidden="true" />}
    </div>
  );
}
