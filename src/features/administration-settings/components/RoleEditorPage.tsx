import { useGetRole } from '@/api/generated/endpoints/administration-settings/administration-settings';
import { QueryErrorView } from '@/components/QueryErrorView';
import { PageSpinner } from '@/components/PageSpinner';
import { RoleForm } from './RoleForm';

/** permissions/{id}: the role read, then its editor (loading; not found or failed, with "Try again"). */
export function RoleEditorPage({ administrationId, roleId }: { administrationId: string; roleId: string }) {
  const role = useGetRole(administrationId, roleId);
  if (role.data) return <RoleForm key={role.data.id} administrationId={administrationId} role={role.data} />;
  if (role.isError) return <QueryErrorView error={role.error} onRetry={() => void role.refetch()} />;
  return <PageSpinner />;
}
