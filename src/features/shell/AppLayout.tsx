import { Link, Outlet, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '@/lib/config';

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-800';

/** Minimal frame for the foundation; the shell issue replaces it with the full navigation. */
export function AppLayout({ onSignOut }: { onSignOut: () => Promise<void> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    try {
      await onSignOut();
    } finally {
      setSigningOut(false);
      await navigate({ to: '/login', replace: true });
    }
  };
  const mock = getRuntimeConfig().mock !== 'off';
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('app.skipToContent')}
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <Link to="/dashboard" className="text-lg font-semibold text-blue-900">
            {t('app.name')}
          </Link>
          <nav aria-label={t('app.mainNavigation')} className="flex gap-1">
            <Link to="/dashboard" className={navLinkClass} activeProps={{ 'aria-current': 'page', className: 'bg-slate-100' }}>
              {t('nav.dashboard')}
            </Link>
            <Link to="/templates" className={navLinkClass} activeProps={{ 'aria-current': 'page', className: 'bg-slate-100' }}>
              {t('nav.templates')}
            </Link>
          </nav>
          <div className="ml-auto flex items-center gap-3">
            {mock && (
              <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900">
                {t('app.mockBadge')}
              </span>
            )}
            <button
              type="button"
              onClick={() => void signOut()}
              disabled={signingOut}
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-800"
            >
              {t('app.signOut')}
            </button>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
