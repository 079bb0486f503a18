import { type ReactNode, useId } from 'react';
import { type Crumb, Breadcrumbs } from './Breadcrumbs';

type PageFrameProps = {
  title: string;
  breadcrumbs: readonly Crumb[];
  /** Facts about how the page was opened (e.g. the action it was opened for), under the title. */
  context?: ReactNode;
  /** Beside the breadcrumbs: the walk through the list the record was opened from (RecordWalk). */
  walk?: ReactNode;
  /** The page's section navigation (TabNav), between the header and the content. */
  tabs?: ReactNode;
  children: ReactNode;
};

/** The frame every screen shares: breadcrumbs, the page title (the one h1), tabs, content. */
export function PageFrame({ title, breadcrumbs, walk, context, tabs, children }: PageFrameProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-5">
      <header className="flex flex-col gap-2">
        {walk ? (
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <Breadcrumbs items={breadcrumbs} />
            {walk}
          </div>
        ) : (
          <Breadcrumbs items={breadcrumbs} />
        )}
        <h1 id={titleId} className="text-2xl font-semibold break-words text-slate-950">
          {title}
        </h1>
        {context}
      </header>
      {tabs}
      {children}
    </section>
  );
}
