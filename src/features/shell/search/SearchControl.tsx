/**
 * The search button once the frame's deferred chunk has loaded (its placeholder in
 * deferred-controls.tsx has the same face), with the keys of every signed-in page: Ctrl/⌘-K opens
 * the palette, and the other shortcuts (`g` then a letter, `?`, `/`; KeyboardShortcuts). The
 * palette's own chunk (Headless UI's combobox, the search call) loads on first use.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { SearchFace } from '../layout/control-faces';
import { searchButtonClass } from '../layout/styles';
import { KeyboardShortcuts } from './KeyboardShortcuts';

const CommandPalette = lazy(() => import('./CommandPalette').then((module) => ({ default: module.CommandPalette })));

export function SearchControl() {
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
      <button type="button" onClick={show} aria-keyshortcuts="Control+K Meta+K" className={searchButtonClass}>
        <SearchFace />
      </button>
      <KeyboardShortcuts onSearch={show} />
      <Suspense fallback={null}>{open !== null && <CommandPalette open={open} onClose={() => setOpen(false)} />}</Suspense>
    </>
  );
}
