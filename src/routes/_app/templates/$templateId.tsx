import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { recordRoute } from '@/navigation/route-data';
import { TemplateDetailPage } from '@/features/templates/components/TemplateDetailPage';
import { TemplateDetailError, TemplateDetailPending } from '@/features/templates/components/TemplateDetailStates';

export const Route = createFileRoute('/_app/templates/$templateId')({
  ...recordRoute({ permission: AREAS.templates.permission, read: '/administrations/{administrationId}/templates/{templateId}', namespaces: ['templates'] }),
  pendingMs: 100,
  // The pending and error views load apart from the editor (not in every page's first load); the
  // route's preload (src/navigation/route-preloads.ts) fetches them with it on intent. Should their
  // code fail to load, the router's own error view (RouteErrorView) shows.
  codeSplitGroupings: [['component'], ['pendingComponent', 'errorComponent']],
  pendingComponent: TemplateDetailPending,
  errorComponent: TemplateDetailError,
  component: TemplateRoute,
});

function TemplateRoute() {
  const { administrationId } = Route.useRouteContext();
  const { templateId } = Route.useParams();
  return <TemplateDetailPage administrationId={administrationId} templateId={templateId} />;
}
