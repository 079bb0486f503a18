import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/features/shell/areas';
import { AdministrationsScreen } from '@/features/shell/screens/AdministrationsScreen';

export const Route = createFileRoute('/_app/administrations/')({
  staticData: { permission: AREAS.administrations.permission },
  component: AdministrationsScreen,
});
