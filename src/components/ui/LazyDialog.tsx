/**
 * The dialogs of Dialog.tsx, loaded when one first opens: Headless UI stays out of a screen's
 * first chunk. Once opened, a dialog stays rendered (closed) so its closing transition can run
 * and it reopens at once.
 */
import { Suspense, useState } from 'react';
import type { ConfirmDialogProps, DialogProps } from './Dialog';
import { lazyNamed } from './Deferred';

const load = () => import('./Dialog');
const DialogImpl = lazyNamed(load, 'Dialog');
const ConfirmDialogImpl = lazyNamed(load, 'ConfirmDialog');

/** True from the first time `open` is true on. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

/** Starts loading the dialogs early (e.g. when the button that opens one is hovered). */
export function preloadDialogs(): void {
  void load();
}

export function LazyDialog(props: DialogProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogImpl {...props} />
    </Suspense>
  );
}

export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogImpl {...props} />
    </Suspense>
  );
}
