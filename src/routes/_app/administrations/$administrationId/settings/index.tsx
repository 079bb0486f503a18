import { createFileRoute, redirect } from '@tanstack/react-router';
import { ADMINISTRATION_SETTINGS_PERMISSION } from '@/navigation/areas';

/** An administration's settings open on their overview (which checks the permission). */
export const Route = createFileRoute('/_app/administrations/$administrationId/settings/')({
  staticData: { permission: ADMINISTRATION_SETTINGS_PERMISSION },
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/administrations/$administrationId/settings/overview', params, replace: true });
  },
});
