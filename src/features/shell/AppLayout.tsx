import { Outlet, useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavigationDrawer, OfflineBanner, RouteProgressBar, SkipToList } from './layout/deferred-controls';
import { SidebarNav } from './layout/SidebarNav';
import { skipLinkClass } from './layout/styles';
import { TopBar } from './layout/TopBar';

export type AppLayoutProps = {
  /**
   * Ends the session on the user's request (their kept drafts go with it); the layout then goes to
   * the sign-in screen. Called once the leave guards and the user let go of unsaved changes (the
   * user menu asks them).
   */
  onSignOut: () => Promise<void>;
  /**
   * Reopens the cookie preferences (the consent feature's modal). Passed in by the route because
   * features do not import each other; the user menu leaves the item out without it.
   */
  onOpenCookiePreferences?: () => void;
};

/**
 * The frame of every signed-in page: the navigation (a fixed sidebar on wide screens, a drawer
 * on narrow ones), the top bar, and the page. Whether the page may open is its route's guard's
 * question (`@/navigation/route-guard`); a refusal shows inside this frame.
 */
export function AppLayout({ onSignOut, onOpenCookiePreferences }: AppLayoutProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const openDrawer = useCallback(() => {
    setDrawerUsed(true);
    setDrawerOpen(true);
  }, []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await onSignOut();
    } finally {
      setSigningOut(false);
      // On purpose: the next sign-in (maybe someone else's) starts afresh, not on this page. The
      // guards were asked already.
      await navigate({ to: '/login', search: {}, replace: true, ignoreBlocker: true });
    }
  };

  return (
    <div className="min-h-dvh">
      <RouteProgressBar />
      <SkipToList />
      <a href="#main" className={skipLinkClass}>
        {t('app.skipToContent')}
      </a>
      <div className="hidden lg:fixed lg:inset-y-0 lg:left-0 lg:z-30 lg:flex lg:w-64 lg:flex-col">
        <SidebarNav />
      </div>
      {drawerUsed && <NavigationDrawer open={drawerOpen} onClose={closeDrawer} />}
      <div className="flex min-h-dvh min-w-0 flex-col lg:pl-64">
        <TopBar
          onOpenNavigation={openDrawer}
          navigationOpen={drawerOpen}
          onSignOut={signOut}
          signingOut={signingOut}
          onOpenCookiePreferences={onOpenCookiePreferences}
        />
        <OfflineBanner />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8">
          <div className="mx-auto w-full max-w-7xl">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
