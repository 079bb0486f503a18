/**
 * The open panels of a record's page (SPEC §3: each has an id and a type; one panel per type;
 * §4: adding a panel replaces an existing panel of the same type). Pure, so the rule is tested
 * apart from the screen (ActionPanelHost keeps the list; the address says which one is open).
 */

/**
 * The actions of `?action=` (START_ACTIONS, navigation/search-params.ts) that open a panel beside
 * the page; the others (messages) are written in the composer.
 */
export const PANEL_TYPES = ['issue', 'arrangement', 'comment', 'call', 'task'] as const;
export type PanelType = (typeof PANEL_TYPES)[number];

export type OpenPanel = { readonly id: string; readonly type: PanelType };

export function isPanelType(action: string | undefined): action is PanelType {
  return (PANEL_TYPES as readonly string[]).includes(action ?? '');
}

/** Adds a panel; one of the same type already open is replaced (its place, its input, its id). */
export function addPanel(panels: readonly OpenPanel[], panel: OpenPanel): OpenPanel[] {
  return [...panels.filter((open) => open.type !== panel.type), panel];
}

/** Closes one panel; the others stay as they are. */
export function closePanel(panels: readonly OpenPanel[], id: string): OpenPanel[] {
  return panels.filter((open) => open.id !== id);
}

/**
 * The panels once the address names `action`: the address holds one action, so it shows one panel.
 * A panel of that type already open stays (its input with it: moving between tabs keeps the
 * address); otherwise one is added with a new id; no action closes them all. The same list comes
 * back unchanged when nothing changes, so a render can compare.
 */
export function panelsForAddress(panels: readonly OpenPanel[], action: PanelType | undefined, newId: () => string): readonly OpenPanel[] {
  if (!action) return panels.length === 0 ? panels : [];
  const open = panels.find((panel) => panel.type === action);
  if (open && panels.length === 1) return panels;
  return addPanel([], open ?? { id: newId(), type: action });
}
