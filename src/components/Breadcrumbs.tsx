import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Translate } from '@/lib/i18n';
import type { AppLink } from './app-link';
import { quietLinkClass } from './ui/link';

/** Only the page's own URL counts as current (the router's default also matches ancestors). */
export const EXACT = { exact: true, includeSearch: false } as const;

export type Crumb = { label: string; link?: AppLink };

/** The first crumb of every authenticated page: the dashboard. */
export function homeCrumb(t: Translate<'navigation:areas.dashboard'>): Crumb {
  return { label: t('navigation:areas.dashboard'), link: { to: '/dashboard' } };
}

/** Where the page sits; the last crumb is the page itself and is not a link. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation('navigation');
  return (
    <nav aria-label={t('breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="flex items-center gap-2">
              {index > 0 && (
                <span aria-hidden="true" className="text-slate-500">
                  /
                </span>
              )}
              {last || !item.link ? (
                <span aria-current={last ? 'page' : undefined} className={last ? 'font-medium text-slate-900' : undefined}>
                  {item.label}
                </span>
              ) : (
                // Exact: the router would otherwise mark an ancestor crumb as the current page.
                <Link {...item.link} activeOptions={EXACT} className={quietLinkClass}>
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
