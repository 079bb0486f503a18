import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, issuesToFieldErrors } from './forms';

type Values<F extends string> = Record<F, string>;

/**
 * A small form controller: values, client-side validation with a zod schema (shown from the first
 * submit on, then re-checked as the user types), server field errors (kept until that field
 * changes), and focus on the first invalid field after a failed submit so its errors are read out.
 */
export function useForm<F extends string, S extends z.ZodType>(schema: S, fields: readonly F[], initial: Values<F>) {
  const [values, setValues] = useState<Values<F>>(initial);
  const [clientErrors, setClientErrors] = useState<FieldErrors<F>>({});
  const [serverErrors, setServerErrorsState] = useState<FieldErrors<F>>({});
  const [attempted, setAttempted] = useState(false);
  const inputs = useRef(new Map<F, HTMLInputElement>());
  const pendingFocus = useRef<F | null>(null);

  useEffect(() => {
    const field = pendingFocus.current;
    if (!field) return;
    pendingFocus.current = null;
    inputs.current.get(field)?.focus();
  });

  const check = useCallback(
    (next: Values<F>) => {
      const result = schema.safeParse(next);
      return result.success ? {} : issuesToFieldErrors(result.error.issues, fields);
    },
    [schema, fields],
  );

  const setValue = useCallback(
    (field: F, value: string) => {
      const next = { ...values, [field]: value };
      setValues(next);
      if (attempted) setClientErrors(check(next));
      setServerErrorsState((previous) => {
        if (!previous[field]) return previous;
        const next = { ...previous };
        delete next[field];
        return next;
      });
    },
    [values, attempted, check],
  );

  const focusFirst = useCallback(
    (errors: FieldErrors<F>) => {
      const first = fields.find((field) => errors[field]?.length);
      if (first) pendingFocus.current = first;
    },
    [fields],
  );

  /** Replaces the server's field errors (after a failed call) and focuses the first of them. */
  const setServerErrors = useCallback(
    (errors: FieldErrors<F>) => {
      setServerErrorsState(errors);
      focusFirst(errors);
    },
    [focusFirst],
  );

  const handleSubmit = useCallback(
    (onValid: (data: z.output<S>) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setAttempted(true);
      const result = schema.safeParse(values);
      if (!result.success) {
        const errors = issuesToFieldErrors(result.error.issues, fields);
        setClientErrors(errors);
        focusFirst(errors);
        return;
      }
      setClientErrors({});
      onValid(result.data);
    },
    [schema, values, fields, focusFirst],
  );

  const errorsOf = (field: F): string[] => {
    const combined = [...(clientErrors[field] ?? []), ...(serverErrors[field] ?? [])];
    return [...new Set(combined)];
  };

  const register = (field: F) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValue(field, event.target.value),
    inputRef: (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(field, element);
      else inputs.current.delete(field);
    },
  });

  const focus = (field: F) => inputs.current.get(field)?.focus();

  return { values, setValue, errorsOf, register, handleSubmit, setServerErrors, focus };
}
