import type { ReactNode } from 'react';
import { usePermission } from '@/api/permissions';
import type { Permission } from '@/lib/permissions';

type CanProps = {
  permission?: Permission | readonly Permission[] | null;
  children: ReactNode;
  fallback?: ReactNode;
};

/** Renders its children only when the user holds the permission in the active administration. */
export function Can({ permission, children, fallback = null }: CanProps) {
  const { allowed } = usePermission(permission);
  return <>{allowed ? children : fallback}</>;
}
