import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useListAdministrations } from '@/api/generated/endpoints/administrations/administrations';
import type { Administration } from '@/api/generated/model';
import { ErrorPage } from '@/components/ErrorPage';
import { PageFrame } from '@/components/PageFrame';
import { PageSpinner } from '@/components/PageSpinner';
import { buttonClass } from '@/components/ui/Button';
import { useActiveAdministrationId } from '@/lib/administration';
import { areaCrumbs } from '@/navigation/links';
import { administrationSettingsLink } from '@/navigation/administration-settings-pages';

/** /administrations: the administrations the user belongs to, each with a link to its settings. */
export function AdministrationsScreen() {
  const { t } = useTranslation(['administrations', 'navigation']);
  const query = useListAdministrations();
  // What was loaded stays on screen even if a later refresh fails.
  let content;
  if (query.data) {
    content =
      query.data.items.length === 0 ? (
        <p className="text-slate-700">{t('errors.noAdministration')}</p>
      ) : (
        <AdministrationList items={query.data.items} />
      );
  } else if (query.isError) content = <ErrorPage variant="500" error={query.error} onRetry={() => void query.refetch()} />;
  else content = <PageSpinner />;
  return (
    <PageFrame title={t('navigation:areas.administrations')} breadcrumbs={areaCrumbs(t, 'administrations')}>
      {content}
    </PageFrame>
  );
}

function AdministrationList({ items }: { items: readonly Administration[] }) {
  const { t } = useTranslation(['administrations', 'navigation']);
  const activeId = useActiveAdministrationId();
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
