import { useQueryClient } from '@tanstack/react-query';
import { type LinkProps, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { getActiveAdministrationId } from '@/lib/administration';
import { switchAdministration } from '@/api/administration-switch';
import { pathAfterSwitch } from './switch-target';

/**
 * Makes another administration the active one (SPEC §4: stored id, permissions, preview, cache),
 * then moves off pages that belonged to the old one and reloads the route data of the rest.
 */
export function useSwitchAdministration(): (administrationId: string) => Promise<void> {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(
    async (administrationId: string) => {
      const previous = getActiveAdministrationId();
      if (previous === administrationId) return;
      const leaf = router.state.matches.at(-1);
      const here = { pathname: router.state.location.pathname, params: leaf?.params ?? {} };
      await switchAdministration(queryClient, administrationId);
      const target = pathAfterSwitch(here, previous, administrationId);
      if (target) await router.navigate({ to: target as LinkProps['to'] });
      else await router.invalidate();
    },
    [queryClient, router],
  );
}
