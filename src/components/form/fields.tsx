/**
 * Labelled form fields with their hint and errors wired up for assistive technology: the label
 * names the control, the hint and the errors describe it (`aria-describedby`), and a field with
 * errors is `aria-invalid`. Each takes what `useForm`'s binders give (`{...form.text('name')}`)
 * and any attribute of its control.
 */
import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';

const controlClass = `min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 disabled:bg-slate-100 ${focusRing}`;

function borderClass(invalid: boolean): string {
  return invalid ? 'border-red-700' : 'border-slate-300';
}

type FieldChrome = {
  label: string;
  /** Translated messages; the field is invalid when there is at least one. */
  errors?: readonly string[];
  /** Help shown under the label, read with the field. */
  hint?: string;
  /** Layout of the whole field (label, control, messages), e.g. a grid column. */
  className?: string;
};

type Described = { id: string; invalid: boolean; describedBy: string | undefined; hintId: string; errorId: string };

function useFieldIds(errors: readonly string[] | undefined, hint: string | undefined): Described {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, invalid, describedBy };
}

/** A field's errors: one message as a paragraph, several as a list. */
export function FieldErrorList({ id, errors }: { id: string; errors: readonly string[] }) {
  if (errors.length === 0) return null;
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

/** Label, hint, the control, errors: the frame every field shares. */
function FieldFrame({ label, hint, errors, className = '', ids, children }: FieldChrome & { ids: Described; children: ReactNode }) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={ids.id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={ids.hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
      {ids.invalid && errors && <FieldErrorList id={ids.errorId} errors={errors} />}
    </div>
  );
}

type ControlledAttributes = 'id' | 'aria-invalid' | 'aria-describedby' | 'className';
type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, ControlledAttributes> & { inputRef?: Ref<HTMLInputElement> };

/** A one-line text input (text, e-mail, telephone, search …). */
export function TextField({ label, errors, hint, className, inputRef, ...input }: FieldChrome & InputProps) {
  const ids = useFieldIds(errors, hint);
  return (
    <FieldFrame label={label} hint={hint} errors={errors} className={className} ids={ids}>
      <input
        id={ids.id}
        ref={inputRef}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        className={`${controlClass} ${borderClass(ids.invalid)}`}
        {...input}
      />
    </FieldFrame>
  );
}

/**
 * A number, typed as text in the user's language (`1250,50` in nl): a browser's number input
 * refuses a decimal comma unless the browser itself speaks a comma language. `useForm`'s `number`
 * binder reads the text (empty: undefined, unreadable: NaN); phones show a keypad with the sign.
 */
export function NumberField(props: FieldChrome & Omit<InputProps, 'type' | 'min' | 'max' | 'step'>) {
  return <TextField type="text" inputMode="decimal" autoComplete="off" {...props} />;
}

/** A calendar date, held as an ISO date (`2026-03-31`) as the API exchanges it. */
export function DateField(props: FieldChrome & Omit<InputProps, 'type'>) {
  return <TextField type="date" {...props} />;
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, ControlledAttributes> & { inputRef?: Ref<HTMLTextAreaElement> };

/** Several lines of text (a note, a comment). */
export function TextAreaField({ label, errors, hint, className, inputRef, rows = 4, ...textarea }: FieldChrome & TextAreaProps) {
  const ids = useFieldIds(errors, hint);
  return (
    <FieldFrame label={label} hint={hint} errors={errors} className={className} ids={ids}>
      <textarea
        id={ids.id}
        ref={inputRef}
        rows={rows}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        className={`${controlClass} ${borderClass(ids.invalid)}`}
        {...textarea}
      />
    </FieldFrame>
  );
}

export type SelectOption = { value: string; label: string; disabled?: boolean };

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, ControlledAttributes | 'children'> & {
  inputRef?: Ref<HTMLSelectElement>;
  options: readonly SelectOption[];
  /**
   * The empty first option ("Choose…" by default), which stands for no value; false leaves it out
   * (a field that always has a value).
   */
  placeholder?: string | false;
};

/**
 * A choice from a list: the native select, so keyboards, screen readers and phones handle it as
 * they know best, and it costs no script.
 */
export function SelectField({ label, errors, hint, className, inputRef, options, placeholder, ...select }: FieldChrome & SelectProps) {
  const { t } = useTranslation();
  const ids = useFieldIds(errors, hint);
  return (
    <FieldFrame label={label} hint={hint} errors={errors} className={className} ids={ids}>
      <select
        id={ids.id}
        ref={inputRef}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        className={`${controlClass} ${borderClass(ids.invalid)}`}
        {...select}
      >
        {placeholder !== false && <option value="">{placeholder ?? t('form.select.placeholder')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A yes/no choice: the box before its label, hint and errors under both. */
export function CheckboxField({ label, errors, hint, className = '', inputRef, ...input }: FieldChrome & Omit<InputProps, 'type'>) {
  const ids = useFieldIds(errors, hint);
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <div className="flex items-start gap-3">
        <input
          id={ids.id}
          ref={inputRef}
          type="checkbox"
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          className={`mt-0.5 size-5 shrink-0 accent-blue-800 ${focusRing}`}
          {...input}
        />
        <label htmlFor={ids.id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
      </div>
      {hint && (
        <p id={ids.hintId} className="pl-8 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {ids.invalid && errors && (
        <div className="pl-8">
          <FieldErrorList id={ids.errorId} errors={errors} />
        </div>
      )}
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
export function PasswordField({ label, errors, hint, className, inputRef, toggleLabel, ...input }: FieldChrome & InputProps & { toggleLabel: string }) {
  const ids = useFieldIds(errors, hint);
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} hint={hint} errors={errors} className={className} ids={ids}>
      <div className="relative">
        <input
          id={ids.id}
          ref={inputRef}
          type={visible ? 'text' : 'password'}
          spellCheck={false}
          autoCapitalize="off"
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          className={`${controlClass} pr-12 ${borderClass(ids.invalid)}`}
          {...input}
        />
        <button
          type="button"
          aria-label={toggleLabel}
          aria-pressed={visible}
          aria-controls={ids.id}
          onClick={() => setVisible((value) => !value)}
          className={`absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900 ${focusRing} [--focus-ring-offset:-2px]`}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
    </FieldFrame>
  );
}
