import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AccountScreen } from '@/features/account/AccountScreen';

export const Route = createFileRoute('/_app/account')({
  staticData: { permission: AREAS.account.permission },
  component: AccountScreen,
});
