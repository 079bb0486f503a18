import { type ReactNode, useId } from 'react';
import type { Crumb } from '@/components/Breadcrumbs';
import { EmptyState } from '@/components/EmptyState';
import { PageFrame } from '@/components/PageFrame';
import { type TabItem, TabNav } from '@/components/TabNav';
import { RecordWalk, type RecordWalkProps } from './RecordWalk';

export type RecordFrameProps = {
  /** The record's title, e.g. "Customer Bakkerij de Vries": the page's one h1. */
  title: string;
  breadcrumbs: readonly Crumb[];
  /** The record's sections the user may open (the open one always listed); null for a record of one page. */
  tabs: readonly TabItem[] | null;
  /** The tabs' accessible name ("Sections of Customer …"). */
  tabsLabel?: string;
  /** The open section's name, its heading (h2) above the content. */
  tabTitle?: string;
  /** Facts about how the page was opened (the action it was opened for), under the title. */
  context?: ReactNode;
  /** Shown above the open section's content (a call the address opened). */
  aside?: ReactNode;
  /**
   * The walk through the list the record was opened from (previous/next, its place, back to the
   * list): shown only when it was opened from a list of the kit (`list-trail.ts`).
   */
  walk?: RecordWalkProps;
  /** The section's content; the honest empty state where nothing is connected yet. */
  children?: ReactNode;
};

/**
 * Every record's page: breadcrumbs (and, opened from a list, previous/next through it), the title, its sections as tabs with their own URLs, the open
 * section under its heading. Which sections exist and may be opened is the caller's (the area
 * registry's) to say.
 */
export function RecordFrame({ title, breadcrumbs, tabs, tabsLabel = title, tabTitle, context, aside, walk, children }: RecordFrameProps) {
  const sectionTitleId = useId();
  return (
    <PageFrame title={title} breadcrumbs={breadcrumbs} walk={walk && <RecordWalk {...walk} />} context={context} tabs={tabs && <TabNav label={tabsLabel} items={tabs} />}>
      {tabs ? (
        <section aria-labelledby={sectionTitleId} className="flex flex-col gap-3">
          <h2 id={sectionTitleId} className="text-lg font-semibold text-slate-950">
            {tabTitle}
          </h2>
          {aside}
          {children ?? <EmptyState headingLevel={3} />}
        </section>
      ) : (
        (children ?? <EmptyState />)
      )}
    </PageFrame>
  );
}
