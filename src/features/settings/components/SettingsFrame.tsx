import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/PageFrame';
import { currentMark, WithSideNav } from '@/components/SideNav';
import { SETTINGS_PAGES, type SettingsPageId } from '@/navigation/areas';
import { areaCrumbs, settingsLink } from '@/navigation/links';

type Props = {
  page: SettingsPageId;
  /** A notification of the communication page: its title and crumb after the page's. */
  notification?: { id: string; title: string };
  children: ReactNode;
};

/** A /settings page: its title and breadcrumb, the settings navigation beside it. */
export function SettingsFrame({ page, notification, children }: Props) {
  const { t } = useTranslation(['placeholders', 'navigation']);
  const pageTitle = t(`settings.pages.${page}`);
  const breadcrumbs = [...areaCrumbs(t, 'settings'), { label: pageTitle, link: settingsLink(page) }];
  if (notification) breadcrumbs.push({ label: notification.title, link: settingsLink('communication/notifications/$id', notification.id) });
  const items = SETTINGS_PAGES.map((candidate) => ({
    id: candidate,
    label: t(`settings.pages.${candidate}`),
    link: settingsLink(candidate),
    current: currentMark(candidate === page, notification === undefined),
  }));
  return (
    <PageFrame title={notification?.title ?? pageTitle} breadcrumbs={breadcrumbs}>
      <WithSideNav label={t('settings.navLabel')} items={items}>
        {children}
      </WithSideNav>
    </PageFrame>
  );
}
