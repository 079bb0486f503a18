import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AdministrationsScreen } from '@/features/administrations/AdministrationsScreen';

export const Route = createFileRoute('/_app/administrations/')({
  staticData: { permission: AREAS.administrations.permission },
  component: AdministrationsScreen,
});
