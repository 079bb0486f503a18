import { Link } from '@tanstack/react-router';
import type { AppLink } from './app-link';
import { EXACT } from './Breadcrumbs';
import { focusRing } from './ui/focus-ring';

export type TabItem = { id: string; label: string; link: AppLink; current: boolean };

// Offset inwards: the tab list scrolls sideways and would clip a ring drawn outside the tab.
const tabClass = `inline-block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap ${focusRing} [--focus-ring-offset:-2px]`;

/**
 * The sections of a page as links (each section has its own URL), the current one marked with
 * aria-current. Callers leave out the sections the user may not open.
 */
export function TabNav({ label, items }: { label: string; items: readonly TabItem[] }) {
  return (
    <nav aria-label={label} className="overflow-x-auto border-b border-slate-200">
      <ul className="flex gap-1">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              {...item.link}
              activeOptions={EXACT}
              aria-current={item.current ? 'page' : undefined}
              className={`${tabClass} ${
                item.current
                  ? 'border-blue-800 text-blue-900'
                  : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-950'
              }`}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
