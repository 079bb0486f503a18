import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/features/shell/areas';
import { AccountScreen } from '@/features/shell/screens/AccountScreen';

export const Route = createFileRoute('/_app/account')({
  staticData: { permission: AREAS.account.permission },
  component: AccountScreen,
});
