import { buttonClass } from '@/components/ui/Button';

/** How the placeholder was used: the real menu then opens the same way. */
export type MenuOpener = 'pointer' | 'keyboard';

export const menuButtonClass = `-mt-1 -mr-1 ${buttonClass({ variant: 'subtle', size: 'icon' })}`;

export function MenuIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5" fill="currentColor">
      <circle cx="10" cy="4" r="1.6" />
      <circle cx="10" cy="10" r="1.6" />
      <circle cx="10" cy="16" r="1.6" />
    </svg>
  );
}
