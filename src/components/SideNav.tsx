import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AppLink } from './app-link';
import { EXACT } from './Breadcrumbs';
import { focusRing } from './ui/focus-ring';

export type SideNavItem = {
  id: string;
  label: string;
  link: AppLink;
  /** 'page': this is the page shown; 'true': the page shown lies beneath this one. */
  current: 'page' | 'true' | false;
};

const itemClass = `block rounded-md px-3 py-2 text-sm font-medium ${focusRing}`;

/** A vertical list of a section's pages (settings), the current one marked with aria-current. */
export function SideNav({ label, items }: { label: string; items: readonly SideNavItem[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col gap-0.5">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              {...item.link}
              activeOptions={EXACT}
              aria-current={item.current || undefined}
              className={`${itemClass} ${item.current ? 'bg-blue-50 text-blue-900' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-950'}`}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The aria-current of an item: none outside its section, 'page' on the item's own page, else 'true'. */
export function currentMark(inSection: boolean, onItsPage: boolean): SideNavItem['current'] {
  if (!inSection) return false;
  return onItsPage ? 'page' : 'true';
}

/** A page with its section's side navigation: beside the content from medium width, above it below. */
export function WithSideNav({ label, items, children }: { label: string; items: readonly SideNavItem[]; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-start">
      <div className="md:w-56 md:shrink-0">
        <SideNav label={label} items={items} />
      </div>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
