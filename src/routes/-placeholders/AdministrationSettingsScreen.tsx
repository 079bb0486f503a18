import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getListAdministrationsSuspenseQueryOptions } from '@/api/generated/endpoints/administrations/administrations';
import { EmptyState } from '@/components/EmptyState';
import { ErrorPage } from '@/components/ErrorPage';
import { PageFrame } from '@/components/PageFrame';
import { currentMark, WithSideNav } from '@/components/SideNav';
import { ADMINISTRATION_SETTINGS_PAGES } from '@/navigation/areas';
import {
  ADMINISTRATION_SETTINGS_PAGE_INFO,
  type AdministrationSettingsPageId,
  administrationSettingsLink,
  pageTrail,
} from '@/navigation/administration-settings-pages';
import { areaCrumbs } from '@/navigation/links';

type AdministrationSettingsScreenProps = {
  administrationId: string;
  page: AdministrationSettingsPageId;
  /** The `$id` of the page's path (a user, role, issue category or department). */
  id?: string;
  /** The page's content once built; the empty state until then. */
  children?: ReactNode;
};

/**
 * A page of an administration's settings: the settings' side navigation beside the page (its
 * content, or the empty state for a page not connected yet). The administration itself is real: its name comes from the user's
 * administrations (loaded by the settings' layout route), and an id the user has none of is "not found".
 */
export function AdministrationSettingsScreen({ administrationId, page, id, children }: AdministrationSettingsScreenProps) {
  const { t } = useTranslation(['placeholders', 'navigation']);
  const { data: administrations } = useSuspenseQuery(getListAdministrationsSuspenseQueryOptions());
  const administration = administrations.items.find((candidate) => candidate.id === administrationId);
  if (!administration) return <ErrorPage variant="404" headingLevel={1} />;

  const { name } = administration;
  const pageTitle = (candidate: AdministrationSettingsPageId) =>
    t(`adminSettings.pages.${ADMINISTRATION_SETTINGS_PAGE_INFO[candidate].titleKey}`, { id });
  const breadcrumbs = [
    ...areaCrumbs(t, 'administrations'),
    { label: t('adminSettings.title', { name }), link: administrationSettingsLink(administrationId, 'overview') },
    ...pageTrail(page).map((candidate) => ({
      label: pageTitle(candidate),
      link: administrationSettingsLink(administrationId, candidate, id),
    })),
  ];
  const currentSection = ADMINISTRATION_SETTINGS_PAGE_INFO[page].section;
  const sections = ADMINISTRATION_SETTINGS_PAGES.map((section) => ({
    id: section,
    label: pageTitle(section),
    link: administrationSettingsLink(administrationId, section),
    current: currentMark(section === currentSection, section === page),
  }));

  return (
    <PageFrame title={pageTitle(page)} breadcrumbs={breadcrumbs}>
      <WithSideNav label={t('adminSettings.navLabel', { name })} items={sections}>
        {children ?? <EmptyState />}
      </WithSideNav>
    </PageFrame>
  );
}
