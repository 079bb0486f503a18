/**
 * Open side panels (SPEC §3: each has an id and a type). One panel per type: opening a panel
 * replaces the open one of the same type (SPEC §4), so e.g. a second customer quick view takes
 * the place of the first instead of stacking.
 */
import { useSyncExternalStore } from 'react';

export type Panel = { id: string; type: string };

/** The SPEC §4 rule, pure: the new panel takes the place of one of its type, else goes last. */
export function addPanel<P extends Panel>(panels: readonly P[], panel: P): P[] {
  const index = panels.findIndex((open) => open.type === panel.type);
  if (index === -1) return [...panels, panel];
  return panels.map((open, i) => (i === index ? panel : open));
}

export function removePanel<P extends Panel>(panels: readonly P[], id: string): P[] {
  return panels.filter((open) => open.id !== id);
}

let open: readonly Panel[] = [];
const listeners = new Set<() => void>();

function set(next: readonly Panel[]) {
  open = next;
  listeners.forEach((listener) => listener());
}

export const panels = {
  get: (): readonly Panel[] => open,
  open: (panel: Panel) => set(addPanel(open, panel)),
  close: (id: string) => set(removePanel(open, id)),
  closeAll: () => set([]),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useOpenPanels(): readonly Panel[] {
  return useSyncExternalStore(panels.subscribe, panels.get, panels.get);
}
