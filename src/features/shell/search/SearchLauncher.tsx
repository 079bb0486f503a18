/**
 * The search button of the top bar and the keys that work on every signed-in page. Only this is in
 * the first load: the button and a Ctrl/⌘-K listener. The command palette (Headless UI's combobox
 * in a dialog, the search call) loads on first use; the other shortcuts (`g` then a letter, `?`,
 * `/`) once the page has settled, with the top bar's menus.
 */
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '@/components/ui/Deferred';
import { usePageSettled } from '@/navigation/page-settled';
import { Icon } from '../layout/icons';
import { topBarButtonClass } from '../layout/styles';

// Through the frame's deferred chunk (whose import the first load has anyway); the palette's own
// chunk is asked for from there on first use.
const controls = () => import('../layout/headless-controls');
const LazyCommandPalette = lazyNamed(controls, 'CommandPaletteHost');
const LazyKeyboardShortcuts = lazyNamed(controls, 'KeyboardShortcuts');

export function SearchLauncher() {
  const { t } = useTranslation('shell');
  const settled = usePageSettled();
  // null until first used: the palette's code is asked for then.
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && !event.defaultPrevented && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const show = () => setOpen(true);
  return (
    <>
      <button type="button" onClick={show} aria-keyshortcuts="Control+K Meta+K" className={`${topBarButtonClass} gap-2 text-slate-600`}>
        <Icon name="search" />
        <span className="sr-only md:not-sr-only">{t('search.button', { keys: `${t('search.ctrl')} K` })}</span>
      </button>
      <Suspense fallback={null}>{open !== null && <LazyCommandPalette open={open} onClose={() => setOpen(false)} />}</Suspense>
      <Suspense fallback={null}>{settled && <LazyKeyboardShortcuts onSearch={show} />}</Suspense>
    </>
  );
}
