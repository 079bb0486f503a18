/** Class names shared by the frame's controls, so the top bar reads as one toolbar. */

export const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-blue-700 focus-visible:ring-offset-2 focus-visible:ring-offset-white';

export const topBarButtonClass = `inline-flex h-10 min-w-10 items-center justify-center rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-950 data-open:bg-slate-100 ${focusRing}`;

export const popoverPanelClass =
  'z-40 max-h-[min(24rem,var(--anchor-max-height))] overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg ring-1 ring-slate-900/5 [--anchor-gap:6px] [--anchor-padding:8px] focus:outline-none';
