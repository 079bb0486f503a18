import { createFileRoute } from '@tanstack/react-router';
import { TemplateDetailPage } from '@/features/templates/components/TemplateDetailPage';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_app/templates/$templateId')({
  loader: () => loadNamespaces('templates'),
  component: TemplateRoute,
});

function TemplateRoute() {
  const { templateId } = Route.useParams();
  return <TemplateDetailPage templateId={templateId} />;
}
