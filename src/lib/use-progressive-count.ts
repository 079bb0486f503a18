import { useEffect, useState } from 'react';

/**
 * How many items of a long list to render now: `initial` at once, then `step` more after each
 * frame until all are shown. The first screenful paints without waiting for a thousand cards, and
 * no frame after it waits for more than one step: the page stays responsive while the rest renders.
 * A new `restartKey` (another search or sort) starts over from `initial`: its first screenful
 * paints just as fast. The same list shrinking and growing keeps what it has rendered.
 */
export function useProgressiveCount(total: number, initial = 48, step = 48, restartKey?: unknown): number {
  const [progress, setProgress] = useState({ key: restartKey, count: initial });
  // Derived, not set while rendering: a render that React throws away (a deferred search or sort
  // that suspends, an interrupted background render) must not move the count of the one on screen.
  const count = progress.key === restartKey ? progress.count : initial;
  useEffect(() => {
    if (count >= total) return;
    return afterNextFrame(() => setProgress((current) => ({ key: restartKey, count: (current.key === restartKey ? current.count : initial) + step })));
  }, [count, total, step, initial, restartKey]);
  return Math.min(count, total);
}

/**
 * Runs `task` in a task of its own once the next frame has been painted; returns its cancel. Where
 * there are no frames (a hidden tab, no requestAnimationFrame) a timer stands in.
 */
function afterNextFrame(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => (timer = setTimeout(task, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
