/** Class names shared by the frame's controls, so the top bar reads as one toolbar. */
import { focusRing } from '@/components/ui/focus-ring';

export const topBarButtonClass = `inline-flex h-10 min-w-10 items-center justify-center rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-950 data-open:bg-slate-100 ${focusRing}`;
