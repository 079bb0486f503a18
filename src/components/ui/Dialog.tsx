/**
 * Modal dialogs on Headless UI: focus moves in and is trapped, Escape and the backdrop close,
 * focus returns to what opened it, the page behind is inert. Headless UI is heavy: screens open
 * these through LazyDialog.tsx, which loads this module only when a dialog first opens.
 */
import {
  CloseButton,
  Description,
  Dialog as HeadlessDialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
} from '@headlessui/react';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { focusRing } from './focus-ring';

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

export type DialogProps = {
  open: boolean;
  /** Escape, the backdrop, the close button: the caller sets `open` to false. */
  onClose: () => void;
  /** The dialog's name (its heading). */
  title: string;
  /** A sentence under the title, read out with the title when the dialog opens. */
  description?: ReactNode;
  /** What gets focus on opening; by default the first focusable element (after the close button). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The buttons at the bottom, e.g. Cancel and Save. */
  actions?: ReactNode;
  size?: keyof typeof WIDTHS;
  /** alertdialog: the dialog interrupts to ask something urgent (ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  /** Hide the × in the corner (e.g. while something runs that must not be abandoned). */
  hideCloseButton?: boolean;
  children?: ReactNode;
};

/** A modal dialog with a title, an optional description, content, actions and a close button. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  initialFocus,
  actions,
  size = 'md',
  role = 'dialog',
  hideCloseButton = false,
  children,
}: DialogProps) {
  const { t } = useTranslation();
  return (
    <HeadlessDialog open={open} onClose={onClose} initialFocus={initialFocus} role={role} transition className="relative z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-slate-950/50 transition-opacity duration-150 ease-out data-closed:opacity-0" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel
          transition
          className={`relative flex w-full flex-col gap-4 rounded-lg bg-white p-5 shadow-xl transition duration-150 ease-out data-closed:scale-95 data-closed:opacity-0 sm:p-6 ${WIDTHS[size]}`}
        >
          <div className="flex items-start gap-4">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <DialogTitle className="text-lg font-semibold break-words text-slate-950">{title}</DialogTitle>
              {description && <Description className="text-sm text-slate-700">{description}</Description>}
            </div>
            {!hideCloseButton && (
              <CloseButton
                aria-label={t('common.close')}
                className={`-mt-1 -mr-2 grid size-9 shrink-0 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 ${focusRing}`}
              >
                <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
                  <path d="M5 5l10 10M15 5L5 15" />
                </svg>
              </CloseButton>
            )}
          </div>
          {children}
          {actions && <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{actions}</div>}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}

export type ConfirmDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The question, e.g. "Delete this customer?" */
  title: string;
  /** What happens, e.g. "Its invoices and tasks are deleted too. This cannot be undone." */
  description: ReactNode;
  /** The action's own name, e.g. "Delete customer" (never a bare "OK"). */
  confirmLabel: string;
  /** Defaults to "Cancel". */
  cancelLabel?: string;
  /** Runs the action. While its promise runs the buttons wait; when it resolves the dialog closes. */
  onConfirm: () => void | Promise<unknown>;
  /** danger (default) for irreversible actions, primary for weighty but harmless ones. */
  tone?: 'danger' | 'primary';
};

/**
 * Asks before an irreversible action. Focus starts on Cancel, so Enter or a hasty Space does not
 * destroy anything. If the action fails the dialog stays open and says so.
 */
export function ConfirmDialog({ open, onClose, title, description, confirmLabel, cancelLabel, onConfirm, tone = 'danger' }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const close = () => {
    if (pending) return;
    setFailed(false);
    onClose();
  };
  const confirm = async () => {
    setFailed(false);
    setPending(true);
    try {
      await onConfirm();
      setPending(false);
      onClose();
    } catch (error) {
      console.error('The confirmed action failed', error);
      setPending(false);
      setFailed(true);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      initialFocus={cancelRef}
      role="alertdialog"
      size="sm"
      hideCloseButton={pending}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={close} disabled={pending}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button variant={tone} pending={pending} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p role="alert" className={failed ? 'rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900' : 'sr-only'}>
        {failed ? t('common.actionFailed') : ''}
      </p>
    </Dialog>
  );
}
