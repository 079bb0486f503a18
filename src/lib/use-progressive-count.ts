import { useEffect, useState } from 'react';

/**
 * How many items of a long list to render now: `initial` at once, then `step` more per task until
 * all are shown, so the first screenful paints without waiting for a thousand cards.
 */
export function useProgressiveCount(total: number, initial = 48, step = 200): number {
  const [count, setCount] = useState(initial);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((current) => current + step), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
