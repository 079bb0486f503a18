import { createFileRoute } from '@tanstack/react-router';
import { readQuery } from '@/api/read-query';
import { withAccess } from '@/api/route-access';
import { AREAS } from '@/navigation/areas';
import { guard } from '@/navigation/route-guard';
import { loadNamespaces } from '@/lib/i18n';
import { TemplateDetailPage } from '@/features/templates/components/TemplateDetailPage';
import { TemplateDetailError, TemplateDetailPending } from '@/features/templates/components/TemplateDetailStates';

export const Route = createFileRoute('/_app/templates/$templateId')({
  ...guard(AREAS.templates.permission),
  loader: ({ context: { queryClient, access, administrationId }, params: { templateId } }) =>
    Promise.all([
      loadNamespaces('templates'),
      withAccess(access, queryClient.ensureQueryData(readQuery('/administrations/{administrationId}/templates/{templateId}', { administrationId, templateId }))),
    ]),
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
