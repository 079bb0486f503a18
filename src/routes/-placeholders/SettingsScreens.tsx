import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PageFrame } from '@/components/PageFrame';
import { currentMark, WithSideNav } from '@/components/SideNav';
import { focusRing } from '@/components/ui/focus-ring';
import { SETTINGS_PAGES, type SettingsPageId } from '@/navigation/areas';
import { areaCrumbs, settingsLink } from '@/navigation/links';

const cardLinkClass = `block rounded-lg border border-slate-200 bg-white px-4 py-3 font-medium text-blue-800 shadow-sm hover:border-blue-300 hover:bg-blue-50 ${focusRing}`;

/** /settings: the settings pages, as links. */
export function SettingsIndexScreen() {
  const { t } = useTranslation(['placeholders', 'navigation']);
  return (
    <PageFrame title={t('navigation:areas.settings')} breadcrumbs={areaCrumbs(t, 'settings')}>
      <ul aria-label={t('settings.navLabel')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {SETTINGS_PAGES.map((page) => (
          <li key={page}>
            <Link {...settingsLink(page)} className={cardLinkClass}>
              {t(`settings.pages.${page}`)}
            </Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}

type SettingsPageScreenProps = {
  page: SettingsPageId;
  /** /settings/communication/notifications/{id}: one notification of the communication settings. */
  notificationId?: string;
};

/** A /settings page: the settings navigation beside the page, whose data is not connected yet. */
export function SettingsPageScreen({ page, notificationId }: SettingsPageScreenProps) {
  const { t } = useTranslation(['placeholders', 'navigation']);
  const pageTitle = t(`settings.pages.${page}`);
  const breadcrumbs = [...areaCrumbs(t, 'settings'), { label: pageTitle, link: settingsLink(page) }];
  let title = pageTitle;
  if (notificationId !== undefined) {
    title = t('settings.notification', { id: notificationId });
    breadcrumbs.push({ label: title, link: settingsLink('communication/notifications/$id', notificationId) });
  }
  const items = SETTINGS_PAGES.map((candidate) => ({
    id: candidate,
    label: t(`settings.pages.${candidate}`),
    link: settingsLink(candidate),
    current: currentMark(candidate === page, notificationId === undefined),
  }));
  return (
    <PageFrame title={title} breadcrumbs={breadcrumbs}>
      <WithSideNav label={t('settings.navLabel')} items={items}>
        <EmptyState />
      </WithSideNav>
    </PageFrame>
  );
}
