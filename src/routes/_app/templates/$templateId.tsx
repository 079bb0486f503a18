import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { recordRoute } from '@/navigation/route-data';
import { TemplateDetailPage } from '@/features/templates/components/TemplateDetailPage';
import { TemplateDetailError, TemplateDetailPending } from '@/features/templates/components/TemplateDetailStates';

export const Route = createFileRoute('/_app/templates/$templateId')({
  ...recordRoute({ permission: AREAS.templates.permission, read: '/administrations/{administrationId}/templates/{templateId}', namespaces: ['templates'] }),
  pendingMs: 100,
  // The pending and error views are small and not split: they show while the page's code loads, and
  // when that code is what failed to load.
  codeSplitGroupings: [['component']],
  pendingComponent: TemplateDetailPending,
  errorComponent: TemplateDetailError,
  component: TemplateRoute,
});

function TemplateRoute() {
  const { administrationId } = Route.useRouteContext();
  const { templateId } = Route.useParams();
  return <TemplateDetailPage administrationId={administrationId} templateId={templateId} />;
}
