import { lazy, Suspense } from 'react';

/**
 * The command palette's own chunk, asked for from the frame's deferred chunk (so the first load
 * carries no import of it): it loads on first use only.
 */
const CommandPalette = lazy(() => import('./CommandPalette').then((module) => ({ default: module.CommandPalette })));

export function CommandPaletteHost(props: { open: boolean; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <CommandPalette {...props} />
    </Suspense>
  );
}
