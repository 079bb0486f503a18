import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { getListAdministrationsSuspenseQueryOptions } from '@/api/generated/endpoints/administrations/administrations';
import type { Administration } from '@/api/generated/model';
import { PageFrame } from '@/components/PageFrame';
import { buttonClass } from '@/components/ui/Button';
import { areaCrumbs } from '@/navigation/links';
import { administrationSettingsLink } from '@/navigation/administration-settings-pages';

/**
 * /administrations: the administrations the user belongs to, each with a link to its settings,
 * the active one marked. The route loads the list; a failure is the route's error view.
 */
export function AdministrationsScreen({ activeId }: { activeId: string }) {
  const { t } = useTranslation(['administrations', 'navigation']);
  const { data } = useSuspenseQuery(getListAdministrationsSuspenseQueryOptions());
  return (
    <PageFrame title={t('navigation:areas.administrations')} breadcrumbs={areaCrumbs(t, 'administrations')}>
      {data.items.length === 0 ? (
        <p className="text-slate-700">{t('errors.noAdministration')}</p>
      ) : (
        <AdministrationList items={data.items} activeId={activeId} />
      )}
    </PageFrame>
  );
}

function AdministrationList({ items, activeId }: { items: readonly Administration[]; activeId: string }) {
  const { t } = useTranslation(['administrations', 'navigation']);
  return (
    <ul aria-label={t('listLabel')} className="flex flex-col gap-3">
      {items.map((administration) => (
        <li
          key={administration.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm"
        >
          <div className="flex flex-col gap-0.5">
            <p className="font-medium text-slate-950">
              {administration.name}
              {administration.id === activeId && (
                <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900">
                  {t('active')}
                </span>
              )}
            </p>
            <p className="text-sm text-slate-700">
              {t('details', { country: administration.country, currency: administration.currency })}
            </p>
          </div>
          <Link
            {...administrationSettingsLink(administration.id, 'overview')}
            aria-label={t('settingsLink', { name: administration.name })}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            {t('settings')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
