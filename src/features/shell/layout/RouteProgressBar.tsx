import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Quick navigations finish unseen; only one that takes longer than this shows the bar. */
export const PROGRESS_DELAY_MS = 150;
const FINISH_MS = 250;

type Phase = 'idle' | 'running' | 'finishing';

/**
 * A thin bar along the top while the router loads the next page. It creeps towards the end (a
 * long CSS transition, so no timer runs per frame), fills up when the page is ready and fades.
 * With reduced motion the transitions are off: the bar simply appears and disappears.
 */
export function RouteProgressBar() {
  const { t } = useTranslation('shell');
  const pending = useRouterState({ select: (state) => state.status === 'pending' || state.isLoading });
  const [phase, setPhase] = useState<Phase>('idle');
  const [advanced, setAdvanced] = useState(false);

  useEffect(() => {
    if (pending) {
      const show = setTimeout(() => {
        setAdvanced(false);
        setPhase('running');
        // Next frame: start the creep from the bar's initial width.
        requestAnimationFrame(() => setAdvanced(true));
      }, PROGRESS_DELAY_MS);
      return () => clearTimeout(show);
    }
    const finish = setTimeout(() => setPhase((current) => (current === 'running' ? 'finishing' : current)), 0);
    const hide = setTimeout(() => setPhase('idle'), FINISH_MS);
    return () => {
      clearTimeout(finish);
      clearTimeout(hide);
    };
  }, [pending]);

  if (phase === 'idle') return null;
  const finishing = phase === 'finishing';
  return (
    <div
      role="progressbar"
      aria-label={t('loadingPage')}
      aria-busy={!finishing}
      className={`pointer-events-none fixed inset-x-0 top-0 z-50 h-0.75 transition-opacity duration-200 motion-reduce:transition-none ${
        finishing ? 'opacity-0 delay-100' : 'opacity-100'
      }`}
    >
      <div
        className={`h-full rounded-r-full bg-sky-500 shadow-[0_0_8px_rgba(14,165,233,0.6)] motion-reduce:transition-none ${
          finishing ? 'w-full transition-[width] duration-150' : advanced ? 'w-[85%] transition-[width] duration-[6000ms] ease-out' : 'w-[8%]'
        }`}
      />
    </div>
  );
}
