import { focusRing } from './card-styles';

/** How the placeholder was used: the real menu then opens the same way. */
export type MenuOpener = 'pointer' | 'keyboard';

export const menuButtonClass = `-mt-1 -mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 ${focusRing}`;

export function MenuIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5" fill="currentColor">
      <circle cx="10" cy="4" r="1.6" />
      <circle cx="10" cy="10" r="1.6" />
      <circle cx="10" cy="16" r="1.6" />
    </svg>
  );
}
