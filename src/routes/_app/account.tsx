import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { AccountScreen } from '@/features/account/AccountScreen';
import { loadNamespaces } from '@/lib/i18n';

export const Route = createFileRoute('/_app/account')({
  staticData: { permission: AREAS.account.permission },
  loader: () => loadNamespaces('account'),
  component: AccountScreen,
});
