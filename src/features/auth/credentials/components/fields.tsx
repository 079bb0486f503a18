import { type InputHTMLAttributes, type Ref, useId, useState } from 'react';

const inputClass =
  'min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-800 disabled:bg-slate-100';

type BaseProps = {
  label: string;
  /** Translated messages; the field is invalid when there is at least one. */
  errors?: readonly string[];
  /** Help shown under the label, read with the field. */
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
};

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby' | 'className'>;

function useFieldIds(errors: readonly string[] | undefined, hint: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, invalid, describedBy };
}

function FieldErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  if (errors.length === 1) {
    return (
      <p id={id} className="text-sm text-red-800">
        {errors[0]}
      </p>
    );
  }
  return (
    <ul id={id} className="list-disc space-y-0.5 pl-5 text-sm text-red-800">
      {errors.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/** A labelled input with its hint and field-level errors wired up for assistive technology. */
export function TextField({ label, errors, hint, inputRef, ...input }: BaseProps & InputProps) {
  const { id, hintId, errorId, invalid, describedBy } = useFieldIds(errors, hint);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <input
        id={id}
        ref={inputRef}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={`${inputClass} ${invalid ? 'border-red-700' : 'border-slate-300'}`}
        {...input}
      />
      {invalid && errors && <FieldErrors id={errorId} errors={errors} />}
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" strokeLinecap="round" />}
    </svg>
  );
}

/**
 * A password input with a show/hide toggle. The toggle is a pressed/not-pressed button with a
 * fixed accessible name (`toggleLabel`, e.g. "Show password"), so its state is announced.
 */
export function PasswordField({ label, errors, hint, inputRef, toggleLabel, ...input }: BaseProps & InputProps & { toggleLabel: string }) {
  const { id, hintId, errorId, invalid, describedBy } = useFieldIds(errors, hint);
  const [visible, setVisible] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="relative">
        <input
          id={id}
          ref={inputRef}
          type={visible ? 'text' : 'password'}
          spellCheck={false}
          autoCapitalize="off"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={`${inputClass} pr-12 ${invalid ? 'border-red-700' : 'border-slate-300'}`}
          {...input}
        />
        <button
          type="button"
          aria-label={toggleLabel}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((value) => !value)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-800"
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
      {invalid && errors && <FieldErrors id={errorId} errors={errors} />}
    </div>
  );
}
