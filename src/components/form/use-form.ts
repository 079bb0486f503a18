/**
 * The form controller every screen's form uses: values as the inputs hold them, checked with a
 * zod schema from the first submit on (then again at every change, so a corrected field clears
 * at once), server field errors from a 400/422 problem answer (kept until that field changes),
 * a form-level message for any other failure, and focus on the first invalid field after a failed
 * submit so its errors are read out. A failed save never touches what the user typed.
 *
 *   const form = useForm({ schema: customerSchema, initialValues: { name: '', creditLimit: undefined } });
 *   <form noValidate onSubmit={form.handleSubmit((data) => save.mutateAsync({ data }))}>
 *     <FormAlert message={form.formError} />
 *     <TextField label={t('customers.name')} {...form.text('name')} />
 *     <NumberField label={t('customers.creditLimit')} {...form.number('creditLimit')} />
 *     <SubmitButton pending={form.submitting}>{t('common.save')}</SubmitButton>
 *   </form>
 *
 * A form that edits a record names it with `keep` (`keep: ['customer', administrationId, customerId]`):
 * what the user changes is then kept in the browser, per user, until saved, and offered back when
 * the form opens again (kept-input.ts); `<FormNotices form={form} />` shows that offer, and says
 * when the app is offline that a save waits for the connection. Cancel calls `form.kept.forget()`.
 *
 * Importing this module installs the generic validation messages (validation-messages.ts).
 */
import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, NetworkError } from '@/api/errors';
import { useOnline } from '@/api/online';
import { formatUserNumber, parseUserNumber } from '@/lib/decimal-input';
import type { Key } from '@/lib/i18n';
import { useKeptInput } from './kept-input';
import { type FieldErrors, problemFieldErrors, saveErrorKey, type ServerMessageKey } from './server-errors';
import { installValidationMessages } from './validation-messages';

installValidationMessages();

/**
 * What the inputs hold for a schema: every one of its fields (optional ones too, so the form knows
 * all its fields), each possibly not filled in (undefined).
 */
export type FormValues<S extends z.ZodType> = { [K in keyof z.input<S>]-?: z.input<S>[K] | undefined };

type FieldName<S extends z.ZodType> = Extract<keyof z.input<S>, string>;

/** The fields whose value (when there is one) is of type T. */
type FieldsOf<S extends z.ZodType, T> = { [K in FieldName<S>]-?: NonNullable<z.input<S>[K]> extends T ? K : never }[FieldName<S>];

export type UseFormOptions<S extends z.ZodType> = {
  /** Checks the values; its output is what `handleSubmit`'s callback receives. */
  schema: S;
  /** What the inputs show at first: empty for a new record, the record's values when editing one. */
  initialValues: FormValues<S>;
  /**
   * Text that is empty or only spaces counts as not filled in (undefined) when checked, so a
   * required field says "Required" and an optional one is left out of the output. Default true.
   */
  blankAsMissing?: boolean;
  /**
   * The record the form edits, as the parts of a key (`['customer', administrationId, customerId]`;
   * `'new'` for one not created yet): what the user changes is kept per user until saved and offered
   * back when the form opens again. Leave it out for input that must not be kept (passwords).
   */
  keep?: readonly string[];
};

/**
 * What `handleSubmit`'s callback resolves with when the submit ended without saving (a version
 * conflict the user resolves first): the input stays kept. Any other outcome counts as saved.
 */
export const NOT_SAVED = Symbol('not saved');

type SubmitOptions = {
  /** Turns a server field error into an i18next key; by default "This value is not valid." */
  serverMessage?: ServerMessageKey;
};

/** What the schema says: messages (keys, or text the error map already translated) per field. */
type Checked<F extends string> = { fields: Partial<Record<F, string[]>>; form: string[] };

const NOTHING: Checked<never> = { fields: {}, form: [] };

function isPromise(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}

export function useForm<S extends z.ZodType>({ schema, initialValues, blankAsMissing = true, keep }: UseFormOptions<S>) {
  type F = FieldName<S>;
  type Values = FormValues<S>;
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<Values>(initialValues);
  const [initial, setInitial] = useState<Values>(initialValues);
  const [fields] = useState(() => Object.keys(initialValues) as F[]);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrorsState] = useState<FieldErrors<F>>({});
  const [formErrorKey, setFormErrorKey] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const inputs = useRef(new Map<F, HTMLElement>());
  const refCallbacks = useRef(new Map<F, (element: HTMLElement | null) => void>());
  const pendingFocus = useRef<Partial<Record<F, readonly string[]>> | null>(null);
  // The record as the form opened with it: what kept input is measured against.
  const [opened] = useState<Values>(initialValues);
  const kept = useKeptInput({ parts: keep, values, base: opened, apply: (restored) => setValues((previous) => ({ ...previous, ...restored })) });
  const online = useOnline();
  // Numbers are read and shown in the language the user chose (even before its words have loaded).
  const language = i18n.language;
  // What the user typed in number fields, with the number read from it (see `number`).
  const [typedNumbers, setTypedNumbers] = useState<Partial<Record<F, { text: string; value: number | undefined }>>>({});

  const parse = (current: Values) => {
    const prepared = blankAsMissing
      ? Object.fromEntries(Object.entries(current).map(([name, value]) => [name, typeof value === 'string' && value.trim() === '' ? undefined : value]))
      : current;
    return schema.safeParse(prepared);
  };

  const collect = (issues: readonly z.core.$ZodIssue[]): Checked<F> => {
    const result: Checked<F> = { fields: {}, form: [] };
    for (const issue of issues) {
      const name = String(issue.path[0] ?? '');
      const list = (fields as string[]).includes(name) ? (result.fields[name as F] ??= []) : result.form;
      if (!list.includes(issue.message)) list.push(issue.message);
    }
    return result;
  };

  // Checked at every render once the user has tried to submit: the messages follow the values and
  // the interface language (zod's error map reads it at check time).
  const checked: Checked<F> = attempted ? (() => {
    const result = parse(values);
    return result.success ? NOTHING : collect(result.error.issues);
  })() : NOTHING;

  /**
   * Keys are translated (the default namespace's, or a feature's with its namespace: `auth:…`);
   * text the error map already translated is shown as it is. Which one a message is is known only
   * when it is checked, so the key is not typed here: the schemas that hold them are.
   */
  const say = (message: string) => (i18n.exists(message) ? t(message as Key<'translation'>) : message);

  useEffect(() => {
    const errors = pendingFocus.current;
    if (!errors) return;
    pendingFocus.current = null;
    const invalid = fields.filter((name) => errors[name]?.length).map((name) => inputs.current.get(name)).filter((element) => element !== undefined);
    // The first in the page, whatever order the fields were declared in.
    invalid.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    invalid[0]?.focus();
  });

  const setValue = useCallback(<K extends F>(name: K, value: Values[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setServerErrorsState((previous) => {
      if (!previous[name]) return previous;
      const next = { ...previous };
      delete next[name];
      return next;
    });
  }, []);

  /** Replaces the server's field errors (after a failed call) and focuses the first of them. */
  const setServerErrors = useCallback((errors: FieldErrors<F>) => {
    setServerErrorsState(errors);
    pendingFocus.current = errors;
  }, []);

  /** Puts a 400/422 problem's field errors on the fields; false when the error has none for this form. */
  const applyServerErrors = (error: unknown, serverMessage?: ServerMessageKey): boolean => {
    const errors = problemFieldErrors(error, fields, serverMessage);
    if (Object.keys(errors).length === 0) return false;
    setServerErrors(errors);
    return true;
  };

  const fail = (error: unknown, options: SubmitOptions) => {
    if (applyServerErrors(error, options.serverMessage)) return;
    if (!(error instanceof ApiError || error instanceof NetworkError)) console.error('Saving the form failed', error);
    setFormErrorKey(saveErrorKey(error));
  };

  /**
   * The form's onSubmit. Checks the values; when they pass, calls `onValid` with the schema's
   * output. If that returns a promise the form is `submitting` until it settles, and a rejection
   * puts the server's field errors on the fields or says why in the form-level message.
   */
  const handleSubmit =
    (onValid: (data: z.output<S>) => void | typeof NOT_SAVED | Promise<unknown>, options: SubmitOptions = {}) =>
    (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      if (submittingRef.current) return;
      setAttempted(true);
      const result = parse(values);
      if (!result.success) {
        pendingFocus.current = collect(result.error.issues).fields;
        return;
      }
      setFormErrorKey(null);
      let outcome: unknown;
      try {
        outcome = onValid(result.data);
      } catch (error) {
        fail(error, options);
        return;
      }
      const submitted = values;
      const settled = (result: unknown) => {
        if (result !== NOT_SAVED) kept.saved(submitted);
      };
      if (!isPromise(outcome)) {
        settled(outcome);
        return;
      }
      submittingRef.current = true;
      setSubmitting(true);
      void Promise.resolve(outcome)
        .then(settled, (error: unknown) => fail(error, options))
        .finally(() => {
          submittingRef.current = false;
          setSubmitting(false);
        });
    };

  /** The translated messages of one field: the schema's first, then the server's. */
  const errorsOf = (name: F): string[] => [...new Set([...(checked.fields[name] ?? []), ...(serverErrors[name] ?? [])])].map(say);

  const inputRef = (name: F) => {
    let callback = refCallbacks.current.get(name);
    if (!callback) {
      callback = (element: HTMLElement | null) => {
        if (element) inputs.current.set(name, element);
        else inputs.current.delete(name);
      };
      refCallbacks.current.set(name, callback);
    }
    return callback;
  };

  const common = (name: F) => ({ name, inputRef: inputRef(name), errors: errorsOf(name) });
  const stringOf = (value: unknown) => (value === undefined || value === null ? '' : String(value));

  /** Props for TextField, PasswordField, TextAreaField: the text as typed. */
  const text = (name: FieldsOf<S, string>) => ({
    ...common(name),
    value: stringOf(values[name]),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(name, event.target.value as Values[typeof name]),
  });

  /**
   * Props for NumberField: the text as typed in the user's language (`1.250,50` in de), the value a
   * number read from it (decimal-input.ts): undefined when empty, NaN when it is not a number, so
   * the schema says so at the field. A value set otherwise shows with the language's decimal sign.
   */
  const number = (name: FieldsOf<S, number>) => {
    const value = values[name] as number | undefined | null;
    const typed = typedNumbers[name];
    const shown =
      typed && Object.is(typed.value, value ?? undefined)
        ? typed.text
        : value === undefined || value === null || Number.isNaN(value)
          ? ''
          : formatUserNumber(value, language);
    return {
      ...common(name),
      value: shown,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const text = event.target.value;
        const next = text.trim() === '' ? undefined : (parseUserNumber(text, language) ?? Number.NaN);
        setTypedNumbers((previous) => ({ ...previous, [name]: { text, value: next } }));
        setValue(name, next as Values[typeof name]);
      },
    };
  };

  /** Props for SelectField and DateField: the chosen value, undefined for none. */
  const choice = (name: FieldsOf<S, string>) => ({
    ...common(name),
    value: stringOf(values[name]),
    onChange: (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) =>
      setValue(name, (event.target.value === '' ? undefined : event.target.value) as Values[typeof name]),
  });

  /** Props for CheckboxField. */
  const checkbox = (name: FieldsOf<S, boolean>) => ({
    ...common(name),
    checked: values[name] === true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.checked as Values[typeof name]),
  });

  const explicit = formErrorKey ? say(formErrorKey) : null;

  return {
    values,
    setValue,
    errorsOf,
    text,
    number,
    select: choice,
    date: choice,
    checkbox,
    handleSubmit,
    /** The save runs (handleSubmit's callback returned a promise that has not settled). */
    submitting,
    /** The app is offline: saves wait (paused) until the connection returns. */
    offline: !online,
    /** The input kept for this user and record (`keep`): the offer to restore it, and `forget` for Cancel. */
    kept: { offer: kept.offer, restore: kept.restore, discard: kept.discard, forget: kept.forget },
    /** The form-level message: a failed save, or a check of the whole form; null when none. */
    formError: explicit ?? (checked.form[0] !== undefined ? say(checked.form[0]) : null),
    /** Sets the form-level message (an i18next key or translated text); null clears it. */
    setFormError: setFormErrorKey,
    setServerErrors,
    applyServerErrors,
    focus: (name: F) => inputs.current.get(name)?.focus(),
    /** Whether any value differs from the initial ones. */
    isDirty: fields.some((name) => !Object.is(values[name], initial[name])),
    /** Back to `next` (default: the initial values), which become the new initial values; messages cleared. */
    reset: (next: Values = initial) => {
      setValues(next);
      setInitial(next);
      setAttempted(false);
      setServerErrorsState({});
      setFormErrorKey(null);
    },
  };
}

export type FormController<S extends z.ZodType> = ReturnType<typeof useForm<S>>;
export type { FieldErrors } from './server-errors';
