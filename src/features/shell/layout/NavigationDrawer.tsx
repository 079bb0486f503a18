import { CloseButton, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';
import { Icon } from './icons';
import { SidebarNav } from './SidebarNav';

/** Wider than this the sidebar is fixed beside the page (Tailwind's `lg`); the drawer is for narrower screens. */
export const DESKTOP_QUERY = '(min-width: 64rem)';

type NavigationDrawerProps = {
  open: boolean;
  onClose: () => void;
};

/**
 * The navigation on narrow screens: a modal drawer from the left (focus trapped, Escape and the
 * backdrop close it). It closes on every navigation, and when the window grows wide enough for
 * the fixed sidebar.
 */
export function NavigationDrawer({ open, onClose }: NavigationDrawerProps) {
  const { t } = useTranslation('shell');
  const router = useRouter();

  useEffect(() => {
    if (!open) return;
    const unsubscribe = router.subscribe('onBeforeNavigate', onClose);
    const desktop = globalThis.matchMedia?.(DESKTOP_QUERY);
    const onResize = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    desktop?.addEventListener('change', onResize);
    return () => {
      unsubscribe();
      desktop?.removeEventListener('change', onResize);
    };
  }, [open, onClose, router]);

  return (
    <Dialog open={open} onClose={onClose} className="relative z-40 lg:hidden">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-950/60 transition-opacity duration-200 ease-out data-closed:opacity-0"
      />
      <div className="fixed inset-0 flex">
        <DialogPanel
          transition
          className="relative flex w-full max-w-72 flex-col shadow-xl transition duration-200 ease-out data-closed:-translate-x-full"
        >
          <DialogTitle className="sr-only">{t('app.mainNavigation')}</DialogTitle>
          <SidebarNav
            onNavigate={onClose}
            headerAction={
              <CloseButton
                aria-label={t('closeNavigation')}
                className={`-mr-2 grid size-10 place-items-center rounded-md text-slate-300 hover:bg-white/10 hover:text-white ${focusRing}`}
              >
                <Icon name="close" className="size-5" />
              </CloseButton>
            }
          />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
