import type { ReactNode, Ref } from 'react';
import { Button, type ButtonStyle } from '@/components/ui/Button';

/**
 * The form-level message region. It is always in the page (empty when there is nothing to say),
 * so a message that appears in it is announced at once.
 */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return (
    // Empty, it takes back the gap its flex parent gives it.
    <div role="alert" className={message ? 'rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900' : '-mb-4'}>
      {message}
    </div>
  );
}

/** A form-level note that is no failure (the user's edits were re-applied, a choice comes first). */
export function FormNotice({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="status" className="rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-950">
      {message}
    </p>
  );
}

type SubmitButtonProps = ButtonStyle & {
  /** The request runs: disabled with a spinner; the name does not change. */
  pending: boolean;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
};

/** A form's submit button: large and full width by default, as on the forms of their own page. */
export function SubmitButton({ pending, children, variant = 'primary', size = 'lg', fullWidth = true, className, ref }: SubmitButtonProps) {
  return (
    <Button ref={ref} type="submit" pending={pending} variant={variant} size={size} fullWidth={fullWidth} className={className}>
      {children}
    </Button>
  );
}
