import { Link, type LinkProps, useLocation } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '@/api/permissions';
import { darkSurface, focusRing } from '@/components/ui/focus-ring';
import { Brand } from './Brand';
import { Icon } from './icons';
import { buildNavGroups, isNavItemActive, type NavGroupView, type NavItem } from './nav-model';

type SidebarNavProps = {
  /** Called when an item is followed (the drawer closes on it). */
  onNavigate?: () => void;
  /** Beside the brand: the drawer's close button. */
  headerAction?: ReactNode;
};

/**
 * The main navigation, a dark column: the brand over every area the user may open in the active
 * administration, grouped. The same panel is the fixed sidebar and the narrow screens' drawer.
 */
export function SidebarNav({ onNavigate, headerAction }: SidebarNavProps) {
  const { t } = useTranslation('shell');
  const { permissions, fetched, administrationId } = usePermissions();
  const pathname = useLocation({ select: (location) => location.pathname });
  const groups = buildNavGroups(permissions, fetched, administrationId);
  return (
    <nav aria-label={t('app.mainNavigation')} aria-busy={!fetched || undefined} className={`flex h-full min-h-0 flex-col bg-slate-900 text-slate-300 ${darkSurface}`}>
      <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b border-white/10 px-5 text-white">
        <Brand onNavigate={onNavigate} tone="dark" />
        {headerAction}
      </div>
      <div className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto px-3 py-5 [scrollbar-color:var(--color-slate-700)_transparent] [scrollbar-width:thin]">
        {groups.map((group) => (
          <NavGroup key={group.id} group={group} pathname={pathname} onNavigate={onNavigate} />
        ))}
      </div>
    </nav>
  );
}

function NavGroup({ group, pathname, onNavigate }: { group: NavGroupView; pathname: string; onNavigate?: () => void }) {
  const { t } = useTranslation(['shell', 'navigation']);
  const headingId = useId();
  return (
    <div>
      <h2 id={headingId} className="px-3 text-xs font-semibold tracking-wider text-slate-400 uppercase">
        {t(group.titleKey)}
      </h2>
      <ul aria-labelledby={headingId} className="mt-2 flex flex-col gap-0.5">
        {group.items.map((item) => (
          <li key={item.id}>
            <NavLink item={item} active={isNavItemActive(item, pathname)} onNavigate={onNavigate} />
          </li>
        ))}
        {Array.from({ length: group.pending }, (_, index) => (
          <li key={`pending-${index}`} aria-hidden="true" data-testid="nav-item-skeleton" className="flex h-9 items-center gap-3 px-3">
            <span className="size-5 animate-pulse rounded bg-slate-700/70" />
            <span className="h-3 flex-1 animate-pulse rounded bg-slate-700/70" style={{ maxWidth: `${55 + ((index * 23) % 35)}%` }} />
          </li>
        ))}
      </ul>
    </div>
  );
}

const itemBase = `group relative flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors ${focusRing}`;

function NavLink({ item, active, onNavigate }: { item: NavItem; active: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation(['shell', 'navigation']);
  return (
    <Link
      // Paths come from the area registry; the router resolves them like any typed path.
      to={item.to as LinkProps['to']}
      activeOptions={{ exact: item.exact, includeSearch: false }}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      className={`${itemBase} ${
        active ? 'bg-white/10 text-white' : 'text-slate-300 hover:bg-white/5 hover:text-white'
      }`}
    >
      {active && <span aria-hidden="true" className="absolute inset-y-1.5 left-0 w-1 rounded-r bg-sky-400" />}
      <Icon name={item.icon} className={`size-5 ${active ? 'text-sky-300' : 'text-slate-400 group-hover:text-slate-200'}`} />
      {/* Wraps rather than cuts off: some languages name an area in more words than fit one line. */}
      <span className="min-w-0 break-words">{t(item.titleKey)}</span>
    </Link>
  );
}
