import { createFileRoute } from '@tanstack/react-router';
import { TemplateDetailPage } from '@/features/templates/components/TemplateDetailPage';

export const Route = createFileRoute('/_app/templates/$templateId')({
  component: TemplateRoute,
});

function TemplateRoute() {
  const { templateId } = Route.useParams();
  return <TemplateDetailPage templateId={templateId} />;
}
