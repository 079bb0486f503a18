/**
 * The floating panels of menus and listboxes (Headless UI, anchored with floating-ui): one look
 * for all of them. Kept apart from the components so a placeholder can share it without loading
 * Headless UI.
 */
export const popoverPanelClass =
  'z-40 max-h-[min(24rem,var(--anchor-max-height))] overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg ring-1 ring-slate-900/5 [--anchor-gap:6px] [--anchor-padding:8px] focus:outline-none';

/**
 * An option or item in such a panel. Headless UI moves a virtual focus through the items
 * (`data-focus`), which is what this highlights; the panel itself holds the real focus.
 */
const popoverItemBase =
  'flex w-full cursor-default items-center gap-3 rounded-md px-3 py-2 text-left text-sm select-none data-disabled:opacity-60 data-focus:bg-slate-100';

export const popoverItemClass = `${popoverItemBase} text-slate-800 data-focus:text-slate-950`;

/** An item that destroys something. */
export const popoverDangerItemClass = `${popoverItemBase} text-red-800 data-focus:text-red-900`;
