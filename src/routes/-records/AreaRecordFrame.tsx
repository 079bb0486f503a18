import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordFrame } from '@/components/records/RecordFrame';
import type { TabItem } from '@/components/TabNav';
import { usePermissions } from '@/api/permissions';
import { useActiveAdministrationId } from '@/lib/administration';
import { isAllowed } from '@/lib/permissions';
import { DETAIL_TABS, type DetailAreaId, type DetailTabId, tabPermission, type TabbedAreaId } from '@/navigation/areas';
import type { DebtorSearch } from '@/navigation/search-params';
import { areaCrumbs, detailLink } from '@/navigation/links';
import { RecordCallPanel } from './record-communication';
import { RecordActionsButton } from './RecordActionsButton';
import { StartContext } from './StartContext';

type AreaRecordFrameProps = {
  area: DetailAreaId;
  /** The record's id from the URL. */
  id: string;
  /** The open tab; `overview` is the detail page's index. */
  tab?: DetailTabId;
  /** The address's search params the tabs keep (`action`; a `callId`, on customer and super-debtor pages, opens that call's panel above the tab's content). */
  search?: DebtorSearch;
  /** How the record is named in the title (its number or name); the id until the record is loaded. */
  label?: string;
  /** The tab's content once its data is connected; the honest empty state until then. */
  children?: ReactNode;
};

function isTabbed(area: DetailAreaId): area is TabbedAreaId {
  return area in DETAIL_TABS;
}

/**
 * A record of an area of the registry (e.g. "Customer C-1042"): the record frame with the area's
 * tabs the user may open, what the page was opened for, and the call a `callId` opens.
 */
export function AreaRecordFrame({ area, id, tab = 'overview', search, label, children }: AreaRecordFrameProps) {
  const { t } = useTranslation(['placeholders', 'navigation']);
  const { permissions } = usePermissions();
  const administrationId = useActiveAdministrationId();
  const navigate = useNavigate();
  const title = t(`detail.${area}`, { id: label ?? id });
  const recordCrumb = { label: title, link: detailLink(area, id, 'overview', search) };
  const breadcrumbs = [...areaCrumbs(t, area), recordCrumb];
  if (tab !== 'overview') breadcrumbs.push({ label: t(`tabs.${tab}`), link: detailLink(area, id, tab, search) });

  // The open tab stays listed even without its permission: the page says where the user is.
  const tabs: TabItem[] | null = isTabbed(area)
    ? DETAIL_TABS[area]
        .filter((candidate) => candidate === tab || isAllowed(permissions, tabPermission(area, candidate)))
        .map((candidate) => ({
          id: candidate,
          label: t(`tabs.${candidate}`),
          link: detailLink(area, id, candidate, search),
          current: candidate === tab,
        }))
    : null;

  return (
    <RecordFrame
      title={title}
      breadcrumbs={breadcrumbs}
      tabs={tabs}
      tabsLabel={t('tabs.label', { title })}
      tabTitle={t(`tabs.${tab}`)}
      context={
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 empty:hidden">
          <RecordActionsButton />
          {search && <StartContext search={search} />}
        </div>
      }
      // Opened from a list: previous/next walk it, staying on the same tab of each record.
      walk={{
        target: detailLink(area, id).to as string,
        id,
        labels: { previous: t(`walk.previous.${area}`), next: t(`walk.next.${area}`) },
        linkOf: (entry) => detailLink(area, entry.id, tab),
      }}
      aside={
        // The communication tab shows the call beside its own calls list.
        search?.callId && administrationId && tab !== 'communication' ? (
          <RecordCallPanel
            administrationId={administrationId}
            callId={search.callId}
            // Closing drops `callId` from the address; the rest of it (the action, a list's view) stays.
            onClose={() => void navigate({ to: '.', search: ((previous: DebtorSearch) => ({ ...previous, callId: undefined })) as never, replace: true })}
            focusOnOpen
          />
        ) : null
      }
    >
      {children}
    </RecordFrame>
  );
}
