/**
 * Moves focus to an element once a modal dialog has gone. While a dialog closes (its leave
 * transition), the page behind it is still inert, so a focus call made when the dialog's action
 * resolves is silently lost, and the dialog then restores focus to what opened it. When that
 * opener went with the action (a deleted row's button), focus must be placed by the caller: this
 * tries each frame until no modal dialog is left and the element takes focus, for up to
 * `timeoutMs` (a loaded machine may need many frames).
 */
export function focusAfterDialog(target: () => HTMLElement | null, timeoutMs = 3000): void {
  const deadline = performance.now() + timeoutMs;
  const attempt = () => {
    const element = target();
    // Modal only: a non-modal dialog (the cookie banner) does not hold focus.
    const dialogOpen = document.querySelector('[aria-modal="true"]') !== null;
    if (element?.isConnected && !dialogOpen && !element.closest('[inert]')) {
      element.focus();
      if (document.activeElement === element) return;
    }
    if (performance.now() < deadline) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
