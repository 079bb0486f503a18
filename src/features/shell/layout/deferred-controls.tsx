/**
 * The top bar's menus and the navigation drawer are Headless UI (listbox, menu, dialog, with
 * floating-ui for anchoring): some 40 KB gzip that no page needs to paint. They load as their own
 * chunk once the page has loaded and painted (usePageSettled), not while its data and code are on
 * the way; until then each control is a button with the same name and face, so the bar looks
 * finished and nothing shifts. Using one loads it at once. A click on it in that moment is not lost:
 * the real control opens as soon as it has loaded (the kit's Deferred).
 */
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetProfileQueryOptions, useListAdministrations } from '@/api/generated/endpoints/administrations/administrations';
import { Deferred, lazyNamed, useDeferredActivate } from '@/components/ui/Deferred';
import { useActiveAdministrationId } from '@/lib/administration';
import { usePageSettled } from '@/navigation/page-settled';
import { AdministrationFace, currentLanguage, LanguageFace, SearchFace, UserFace, userMenuLabel } from './control-faces';
import { searchButtonClass, topBarButtonClass } from './styles';

const controls = () => import('./headless-controls');

const LazyAdministrationSwitcher = lazyNamed(controls, 'AdministrationSwitcher');
const LazyLanguageSwitcher = lazyNamed(controls, 'LanguageSwitcher');
const LazyUserMenu = lazyNamed(controls, 'UserMenu');
const LazyNavigationDrawer = lazyNamed(controls, 'NavigationDrawer');
const LazyRouteProgressBar = lazyNamed(controls, 'RouteProgressBar');
const LazyOfflineBanner = lazyNamed(controls, 'OfflineBanner');
const LazyAreaWarmUp = lazyNamed(controls, 'AreaWarmUp');
const LazySearchControl = lazyNamed(controls, 'SearchControl');
const LazySkipToList = lazyNamed(controls, 'SkipToList');

type UserMenuProps = { onSignOut: () => void | Promise<void>; signingOut: boolean; onOpenCookiePreferences?: () => void };

export function AdministrationSwitcher({ className = '' }: { className?: string }) {
  return (
    <Deferred placeholder={<AdministrationPlaceholder className={className} />} ready={usePageSettled()}>
      <LazyAdministrationSwitcher className={className} />
    </Deferred>
  );
}

export function LanguageSwitcher() {
  return (
    <Deferred placeholder={<LanguagePlaceholder />} ready={usePageSettled()}>
      <LazyLanguageSwitcher />
    </Deferred>
  );
}

export function UserMenu(props: UserMenuProps) {
  return (
    <Deferred placeholder={<UserPlaceholder />} ready={usePageSettled()}>
      <LazyUserMenu {...props} />
    </Deferred>
  );
}

/**
 * The search button. Ctrl/⌘-K, the other shortcuts and the palette come with the deferred chunk
 * (the palette's own chunk loads on first use); a click before that opens the palette once loaded.
 */
export function SearchButton() {
  return (
    <Deferred placeholder={<SearchPlaceholder />} ready={usePageSettled()}>
      <LazySearchControl />
    </Deferred>
  );
}

/** On list pages, "Skip to list" before "Skip to main content" (from the deferred chunk). */
export function SkipToList() {
  const settled = usePageSettled();
  return <Suspense fallback={null}>{settled && <LazySkipToList />}</Suspense>;
}

/**
 * Only navigations after the first page can be slow to show: the bar loads with the controls, and
 * with it the background load of the other areas' code and words (so that they rarely are).
 */
export function RouteProgressBar() {
  const settled = usePageSettled();
  return (
    <Suspense fallback={null}>
      {settled && (
        <>
          <LazyRouteProgressBar />
          <LazyAreaWarmUp />
        </>
      )}
    </Suspense>
  );
}

/** Offline, a banner says so; no first paint needs it (a page that could not load shows its own error). */
export function OfflineBanner() {
  const settled = usePageSettled();
  return <Suspense fallback={null}>{settled && <LazyOfflineBanner />}</Suspense>;
}

/** Rendered from the first opening on, so the dialog's closing transition can run. */
export function NavigationDrawer(props: { open: boolean; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <LazyNavigationDrawer {...props} />
    </Suspense>
  );
}

function AdministrationPlaceholder({ className }: { className: string }) {
  const { t } = useTranslation('shell');
  const onActivate = useDeferredActivate();
  const activeId = useActiveAdministrationId();
  const { data, isPending } = useListAdministrations();
  const active = data?.items.find((administration) => administration.id === activeId);
  return (
    <div className={`min-w-0 ${className}`}>
      <button
        type="button"
        onClick={onActivate}
        aria-haspopup="listbox"
        aria-label={t('administration')}
        className={`${topBarButtonClass} w-full max-w-sm justify-start gap-2.5 border border-slate-200 bg-white pr-2 pl-2.5 text-left shadow-xs sm:w-auto`}
      >
        <AdministrationFace active={active} pending={isPending} />
      </button>
    </div>
  );
}

function LanguagePlaceholder() {
  const { t, i18n } = useTranslation('shell');
  const onActivate = useDeferredActivate();
  return (
    <button type="button" onClick={onActivate} aria-haspopup="listbox" aria-label={t('language')} className={`${topBarButtonClass} shrink-0 gap-1.5`}>
      <LanguageFace language={currentLanguage(i18n)} />
    </button>
  );
}

function UserPlaceholder() {
  const { t } = useTranslation('shell');
  const onActivate = useDeferredActivate();
  const administrationId = useActiveAdministrationId();
  const profile = useQuery({ ...getGetProfileQueryOptions(administrationId ?? ''), enabled: Boolean(administrationId) }).data;
  return (
    <button type="button" onClick={onActivate} aria-haspopup="menu" aria-label={userMenuLabel(t, profile?.name)} className={`${topBarButtonClass} gap-2 pr-1.5 pl-1`}>
      <UserFace administrationId={administrationId} profile={profile} />
    </button>
  );
}

function SearchPlaceholder() {
  return (
    <button type="button" onClick={useDeferredActivate()} className={searchButtonClass}>
      <SearchFace />
    </button>
  );
}
