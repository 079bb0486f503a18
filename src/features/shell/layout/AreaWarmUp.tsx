import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { usePermissions } from '@/api/permissions';
import { warmAreas } from '@/navigation/warm-areas';
import { buildNavGroups } from './nav-model';

/**
 * Loads the code and words of every area the sidebar offers, in the background (see
 * @/navigation/warm-areas). Rendered once the page has settled; renders nothing.
 */
export function AreaWarmUp() {
  const router = useRouter();
  const { permissions, fetched, administrationId } = usePermissions();
  const paths = fetched ? buildNavGroups(permissions, fetched, administrationId).flatMap((group) => group.items.map((item) => item.to)) : [];
  const key = paths.join('\n');
  useEffect(() => {
    if (key) warmAreas(router, key.split('\n'));
  }, [router, key]);
  return null;
}
