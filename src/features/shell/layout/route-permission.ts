import { useMatches } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { Permission } from '@/lib/permissions';

type WithStaticData = { staticData?: { permission?: Permission | null } };

/**
 * The permissions the current page needs: every one declared by a matched route
 * (`staticData.permission`), outermost first, without repeats. A record's tab needs the tab's
 * permission and the record's (the tasks tab of a customer needs Manage_Tasks and
 * Manage_Customers); null or no declaration adds nothing.
 */
export function routePermissions(matches: readonly WithStaticData[]): Permission[] {
  const required: Permission[] = [];
  for (const match of matches) {
    const permission = match.staticData?.permission;
    if (permission && !required.includes(permission)) required.push(permission);
  }
  return required;
}

export function useRoutePermissions(): readonly Permission[] {
  // A string selection keeps the value stable between router updates.
  const key = useMatches({ select: (matches) => routePermissions(matches).join(' ') });
  return useMemo(() => (key ? (key.split(' ') as Permission[]) : []), [key]);
}
