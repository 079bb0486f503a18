import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AdministrationsScreen } from '@/features/administrations/AdministrationsScreen';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_app/administrations/')({
  staticData: { permission: AREAS.administrations.permission },
  loader: () => loadNamespaces('administrations'),
  component: AdministrationsScreen,
});
