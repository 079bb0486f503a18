import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '@/lib/config';

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-800';

/** Minimal frame for the foundation; the shell issue replaces it with the full navigation. */
export function AppLayout() {
  const { t } = useTranslation();
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
          {mock && (
            <span className="ml-auto rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900">
              {t('app.mockBadge')}
            </span>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
