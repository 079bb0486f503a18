import { requireMember, requirePermission } from './auth';
import { pathParam, type UserRouteInput } from './route';

/**
 * The administration a route is about, once the caller is known to belong to it — and, for a
 * change (`mutation`), to hold Manage_Configuration there.
 */
export function administrationOf(input: UserRouteInput, mutation = false): string {
  const administrationId = pathParam(input, 'administrationId');
  if (mutation) requirePermission(input.user, administrationId);
  else requireMember(input.user, administrationId);
  return administrationId;
}
