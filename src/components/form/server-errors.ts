/**
 * What a failed save means for the form: field errors from a 400/422 problem answer, or one
 * message for the whole form. Messages are i18next keys; the form translates them.
 */
import { ApiError, NetworkError } from '@/api/errors';
import type { ProblemErrorsItem } from '@/api/generated/model';
import type { Key, Namespace, QualifiedKey } from '@/lib/i18n';

/**
 * A message the form kit translates: a key of the default namespace (`form.errors.fieldInvalid`), or
 * of a feature's namespace written with it (`auth:errors.emailTaken`).
 */
export type FormMessageKey = Key<'translation'> | QualifiedKey<Namespace>;

/** Field errors of a form from the server: message keys per field. */
export type FieldErrors<F extends string> = Partial<Record<F, FormMessageKey[]>>;

/**
 * Says a server field error in the user's words: an i18next key, or undefined for the generic
 * "This value is not valid." The server's own text is not shown: it is not translated.
 */
export type ServerMessageKey = (item: ProblemErrorsItem) => FormMessageKey | undefined;

export const FIELD_INVALID_KEY: Key<'translation'> = 'form.errors.fieldInvalid';

/** `lines[0].amount` and `address.city` belong to the fields `lines` and `address`. */
function fieldOf<F extends string>(path: string, fields: readonly F[]): F | undefined {
  if ((fields as readonly string[]).includes(path)) return path as F;
  const head = path.split(/[.[]/, 1)[0] ?? '';
  return (fields as readonly string[]).includes(head) ? (head as F) : undefined;
}

/** The field errors of a 400 or 422 problem answer (`errors[]`), for the fields this form has. */
export function problemFieldErrors<F extends string>(error: unknown, fields: readonly F[], messageKey?: ServerMessageKey): FieldErrors<F> {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 422)) return {};
  const errors: FieldErrors<F> = {};
  for (const item of error.problem?.errors ?? []) {
    const field = fieldOf(item.field, fields);
    if (!field) continue;
    const key = messageKey?.(item) ?? FIELD_INVALID_KEY;
    const list = (errors[field] ??= []);
    if (!list.includes(key)) list.push(key);
  }
  return errors;
}

/** The form-level message for a save that failed other than on its fields. */
export function saveErrorKey(error: unknown): Key<'translation'> {
  if (error instanceof NetworkError) return 'form.errors.network';
  if (error instanceof ApiError && error.status === 403) return 'form.errors.forbidden';
  return 'form.errors.saveFailed';
}
