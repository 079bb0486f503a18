import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { OperationId } from '@/api/generated/operations';
import { type IfMatch, useVersionedSave } from '@/api/versioned-save';
import { ConflictPanel } from '@/components/form/ConflictPanel';
import { FormAlert, FormNotice, FormNotices } from '@/components/form/form-parts';
import { useEditConflict } from '@/components/form/use-edit-conflict';
import { type FormController, type FormValues, useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/Button';
import { LazyConfirmDialog } from '@/components/ui/LazyDialog';

export type SettingsFormProps<S extends z.ZodType, R extends { etag: string }, W> = {
  administrationId: string;
  /** The form's name (its page's title). */
  label: string;
  /** The settings as read: the version the edits are against. */
  record: R;
  /** The query the page reads them with: it takes the saved version. */
  queryKey: QueryKey;
  /** Where the user's unsaved edits are kept (the form kit's `keep`). */
  keep: readonly string[];
  schema: S;
  valuesOf: (record: R) => FormValues<S>;
  toWrite: (output: z.output<S>, base: R) => W;
  operationId: OperationId;
  send: (write: W, ifMatch: IfMatch) => Promise<R>;
  refetch: () => Promise<R>;
  /** A field's name in the conflict panel. */
  labelOf: (field: string) => string;
  /** The fields, bound to the form. */
  children: (form: FormController<S>) => ReactNode;
  /** Beside the fields: a live preview of what the values make. */
  aside?: (form: FormController<S>) => ReactNode;
  submitLabel?: string;
};

/**
 * Every settings form (the /settings pages and the administration's own settings pages): the form kit's checks and per-field messages (a 400/422's fields land on
 * their inputs), a save against the version shown (If-Match) whose 412 shows ConflictPanel with the
 * user's edits kept, a failed save that keeps the input, and a question before leaving unsaved
 * changes (in the app and for the tab).
 */
export function SettingsForm<S extends z.ZodType, R extends { etag: string }, W>(props: SettingsFormProps<S, R, W>) {
  // After a save the form starts again from the saved version; a conflict keeps it (their version is the panel's).
  const [shown, setShown] = useState(props.record);
  const [savedCount, setSavedCount] = useState(0);
  return <SettingsFormBody key={shown.etag} {...props} record={shown} savedCount={savedCount} onSaved={(saved) => { setShown(saved); setSavedCount((n) => n + 1); }} />;
}

function SettingsFormBody<S extends z.ZodType, R extends { etag: string }, W>({
  administrationId,
  label,
  record,
  queryKey,
  keep,
  schema,
  valuesOf,
  toWrite,
  operationId,
  send,
  refetch,
  labelOf,
  children,
  aside,
  submitLabel,
  savedCount,
  onSaved,
}: SettingsFormProps<S, R, W> & { savedCount: number; onSaved: (saved: R) => void }) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const form = useForm({ schema, initialValues: valuesOf(record), keep });
  const save = useVersionedSave({ operationId, administrationId, send, refetch });
  const conflict = useEditConflict({ form, record, valuesOf });
  const { saveButtonRef } = conflict;
  const [justSaved, setJustSaved] = useState(savedCount > 0);

  // The blocker asks at navigation time: it reads the latest state from here.
  const dirty = form.isDirty && !form.submitting;
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const blocker = useBlocker({ shouldBlockFn: () => dirtyRef.current, enableBeforeUnload: () => dirtyRef.current, withResolver: true });

  const submit = form.handleSubmit((output) => {
    setJustSaved(false);
    return conflict.save(
      (etag) => save.save(toWrite(output, conflict.base), etag),
      (saved) => {
        // The form starts again from the saved version (a new key), with a blocker of its own.
        queryClient.setQueryData(queryKey, saved);
        onSaved(saved);
      },
    );
  });

  const display = (_field: string, value: unknown) => {
    if (typeof value === 'boolean') return value ? t('form.yes') : t('form.no');
    const text = value === null || value === undefined ? '' : String(value);
    return text.trim() === '' ? t('form.empty') : text;
  };

  return (
    <>
      <form noValidate aria-label={label} onSubmit={(event: FormEvent<HTMLFormElement>) => submit(event)} className="flex flex-col gap-6 lg:flex-row lg:items-start">
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          {conflict.panel && conflict.theirs ? (
            <ConflictPanel
              {...conflict.panel}
              headingLevel={3}
              title={t('form.conflict.title')}
              intro={t('form.conflict.intro')}
              introOutside={t('form.conflict.introOutside')}
              labelOf={labelOf}
              display={display}
              onDiscard={() => {
                form.kept.forget();
                dirtyRef.current = false;
                const theirs = conflict.theirs;
                if (theirs) {
                  queryClient.setQueryData(queryKey, theirs);
                  onSaved(theirs);
                }
              }}
            />
          ) : null}
          <FormAlert message={form.formError} />
          <FormNotices form={form} />
          <FormNotice message={conflict.notice} />
          {children(form)}
          <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
            <p role="status" className="text-sm text-green-800">
              {justSaved && !form.isDirty ? t('form.saved') : ''}
            </p>
            <Button ref={saveButtonRef} type="submit" pending={form.submitting}>
              {submitLabel ?? t('form.save')}
            </Button>
          </div>
        </div>
        {aside ? <div className="lg:w-80 lg:shrink-0">{aside(form)}</div> : null}
      </form>
      <LazyConfirmDialog
        open={blocker.status === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('form.leave.title')}
        description={t('form.leave.description')}
        confirmLabel={t('form.leave.confirm')}
        cancelLabel={t('form.leave.stay')}
        onConfirm={() => {
          form.kept.forget();
          dirtyRef.current = false;
          blocker.proceed?.();
        }}
      />
    </>
  );
}
