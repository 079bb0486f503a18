import { lazy, Suspense } from 'react';
import { TemplateDetailPending } from './TemplateDetailStates';

/**
 * The page's code in a chunk of its own below the route's: the entry lists every chunk a route
 * chunk needs, and the editor's (TipTap, Headless UI, the form kit, the preview) would otherwise
 * all be named in every first load. The route has loaded the template meanwhile.
 */
const TemplateScreen = lazy(() => import('./TemplateScreen'));

/** /templates/{templateId}: the editor with Manage_Configuration, a read-only view otherwise (./TemplateScreen). */
export function TemplateDetailPage(props: { administrationId: string; templateId: string }) {
  return (
    <Suspense fallback={<TemplateDetailPending />}>
      <TemplateScreen {...props} />
    </Suspense>
  );
}
