import type { ComponentPropsWithRef } from 'react';
import { SpinnerIcon } from './Spinner';

/**
 * The looks (the `btn-*` utilities of src/index.css):
 * - primary: the one main action of a screen or form;
 * - secondary: further actions beside it;
 * - subtle: low-key actions in toolbars and dense lists;
 * - danger: destroys something (delete, revoke); say what in the label.
 */
const VARIANTS = { primary: 'btn-primary', secondary: 'btn-secondary', subtle: 'btn-subtle', danger: 'btn-danger' } as const;

/** lg: forms on their own page (sign-in), a large touch target; icon: a square holding only an icon (give it an aria-label). */
const SIZES = { sm: 'btn-sm', md: 'btn-md', lg: 'btn-lg', icon: 'btn-icon' } as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

export type ButtonStyle = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Take the whole width of the container. */
  fullWidth?: boolean;
};

/**
 * The class names of a button, for anything that should look like one: a TanStack `<Link>`, an
 * `<a>`, a Headless UI `MenuButton`. Disabled and aria-disabled look the same. The focus ring is
 * the kit's one ring.
 */
export function buttonClass({ variant = 'primary', size = 'md', fullWidth = false }: ButtonStyle = {}): string {
  return `btn ${VARIANTS[variant]} ${SIZES[size]}${fullWidth ? ' w-full' : ''}`;
}

export type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'className'> &
  ButtonStyle & {
    /**
     * The action runs: the button is disabled and shows a spinner. Its accessible name stays the
     * same (the spinner is hidden from assistive technology), so nothing is announced twice.
     */
    pending?: boolean;
    /** Extra layout classes (margins, alignment); looks come from variant and size. */
    className?: string;
  };

/** A button of the kit. `type` defaults to "button": a form's submit button says so (SubmitButton). */
export function Button({
  variant,
  size,
  fullWidth,
  pending = false,
  disabled,
  type = 'button',
  className = '',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button type={type} disabled={disabled || pending} className={`${buttonClass({ variant, size, fullWidth })} ${className}`} {...rest}>
      {pending && <SpinnerIcon />}
      {children}
    </button>
  );
}
