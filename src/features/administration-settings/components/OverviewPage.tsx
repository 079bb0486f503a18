import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useGetAdministrationOverview } from '@/api/generated/endpoints/administration-setup/administration-setup';
import { QueryPanel } from '@/components/QueryPanel';
import { textLinkClass } from '@/components/ui/link';
import { formatDateTime } from '@/lib/format';
import { productName } from '@/lib/product-names';
import { ADMINISTRATION_SETTINGS_PAGES } from '@/navigation/areas';
import { ADMINISTRATION_SETTINGS_PAGE_INFO, administrationSettingsLink } from '@/navigation/administration-settings-pages';

/** The settings' overview: the administration's name, plan, users, pending invitations and connection, and a link to every settings page. */
export function OverviewPage({ administrationId }: { administrationId: string }) {
  const { t, i18n } = useTranslation(['administration-settings', 'placeholders']);
  const overview = useGetAdministrationOverview(administrationId);
  return (
    <div className="flex flex-col gap-6">
      <QueryPanel title={t('setup.overview.title')} query={overview} failed={t('setup.overview.loadError')} forbidden={t('staff.forbidden')}>
        {(data) => {
          const { provider, status, lastSyncAt } = data.connection;
          const connection = provider && status !== 'disconnected' ? t(status === 'connected' ? 'setup.overview.connected' : 'setup.overview.error', { provider: productName(provider) }) : t('setup.overview.disconnected');
          const facts = [
            { key: 'name', label: t('setup.overview.name'), value: data.name, link: null },
            { key: 'plan', label: t('setup.overview.plan'), value: t(`setup.subscription.plans.${data.plan}`), link: administrationSettingsLink(administrationId, 'subscription') },
            { key: 'users', label: t('setup.overview.users'), value: new Intl.NumberFormat(i18n.language).format(data.activeUsers), link: administrationSettingsLink(administrationId, 'users') },
            { key: 'invitations', label: t('setup.overview.invitations'), value: new Intl.NumberFormat(i18n.language).format(data.pendingInvitations), link: administrationSettingsLink(administrationId, 'users') },
          ];
          return (
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {facts.map((fact) => (
                <div key={fact.key} className="flex flex-col">
                  <dt className="text-sm text-slate-600">{fact.label}</dt>
                  <dd className="text-base font-medium text-slate-900">
                    {fact.link ? (
                      <Link {...fact.link} className={textLinkClass}>
                        {fact.value}
                      </Link>
                    ) : (
                      fact.value
                    )}
                  </dd>
                </div>
              ))}
              <div className="flex flex-col">
                <dt className="text-sm text-slate-600">{t('setup.overview.connection')}</dt>
                <dd className="text-base font-medium text-slate-900">
                  {connection}
                  {lastSyncAt ? <span className="block text-sm font-normal text-slate-600">{t('setup.overview.lastSync', { date: formatDateTime(lastSyncAt, i18n.language) })}</span> : null}
                </dd>
              </div>
            </dl>
          );
        }}
      </QueryPanel>
      <nav aria-label={t('setup.overview.pages')}>
        <h2 className="mb-2 text-base font-semibold text-slate-900">{t('setup.overview.pages')}</h2>
        <ul className="grid gap-2 sm:grid-cols-2">
          {ADMINISTRATION_SETTINGS_PAGES.filter((page) => page !== 'overview').map((page) => (
            <li key={page}>
              <Link {...administrationSettingsLink(administrationId, page)} className={textLinkClass}>
                {t(`placeholders:adminSettings.pages.${ADMINISTRATION_SETTINGS_PAGE_INFO[page].titleKey}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
