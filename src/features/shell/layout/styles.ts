/** Class names shared by the frame's controls, so the top bar reads as one toolbar. */
import { focusRing } from '@/components/ui/focus-ring';

export const topBarButtonClass = `inline-flex h-10 min-w-10 items-center justify-center rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-950 data-open:bg-slate-100 ${focusRing}`;

/** The frame's skip links: hidden until focused, then over the page's top left corner. */
export const skipLinkClass = `sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-medium focus:text-blue-900 focus:shadow-lg ${focusRing}`;

export const searchButtonClass = `${topBarButtonClass} gap-2 text-slate-600`;
