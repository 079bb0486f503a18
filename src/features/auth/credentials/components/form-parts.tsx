import { type ReactNode, type Ref, useEffect, useRef } from 'react';

/**
 * The form-level message region. It is always in the page (empty when there is nothing to say),
 * so a message that appears in it is announced at once.
 */
export function FormAlert({ message }: { message: string | null }) {
  return (
    // Empty, it takes back the gap its flex parent gives it.
    <div role="alert" className={message ? 'rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900' : '-mb-4'}>
      {message}
    </div>
  );
}

export const primaryButtonClass =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-blue-800 px-4 py-2 font-medium text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-800 disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButtonClass =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-800 disabled:cursor-not-allowed disabled:opacity-60';

export const linkClass = 'font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-800';

/** A submit button that is disabled while the request runs; its name does not change. */
export function SubmitButton({ pending, children, className = primaryButtonClass }: { pending: boolean; children: ReactNode; className?: string }) {
  return (
    <button type="submit" disabled={pending} className={className}>
      {pending && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
      {children}
    </button>
  );
}

/** The page title. `focusOnMount` moves focus to it when a step replaces the page's content. */
export function PageTitle({ children, focusOnMount = false }: { children: ReactNode; focusOnMount?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return <Title ref={ref}>{children}</Title>;
}

function Title({ children, ref }: { children: ReactNode; ref: Ref<HTMLHeadingElement> }) {
  return (
    <h1 ref={ref} tabIndex={-1} className="text-2xl font-semibold text-slate-900 focus:outline-none">
      {children}
    </h1>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-8 text-slate-700">
      <span aria-hidden="true" className="size-6 animate-spin rounded-full border-4 border-slate-200 border-t-blue-800" />
      <span>{label}</span>
    </div>
  );
}

/** A one-time code from an authenticator app: digits, the OS may offer it, no spelling checks. */
export const oneTimeCodeInputProps = {
  type: 'text',
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  pattern: '[0-9]*',
  spellCheck: false,
} as const;

/** An e-mail address field: the right keyboard, no autocorrection or capitals. */
export const emailInputProps = {
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  spellCheck: false,
  autoCapitalize: 'off',
} as const;
