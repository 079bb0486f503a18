import { useBlocker } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { OperationId } from '@/api/generated/operations';
import { type IfMatch, useVersionedSave } from '@/api/versioned-save';
import { ConflictPanel } from '@/components/form/ConflictPanel';
import { TextField } from '@/components/form/fields';
import { FormAlert, FormNotice, FormNotices } from '@/components/form/form-parts';
import { useEditConflict } from '@/components/form/use-edit-conflict';
import { useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/Button';
import { nameServerMessage } from '../model/names';

type Named = { id: string; name: string; etag: string };

type NameFormProps<R extends Named> = {
  administrationId: string;
  record: R;
  operationId: OperationId;
  send: (data: { name: string }, ifMatch: IfMatch) => Promise<R>;
  refetch: () => Promise<R>;
  maxLength: number;
  /** The form's accessible name, the field's label, the button, the saved notice, the conflict's title. */
  words: { form: string; name: string; save: string; saved: (name: string) => string; conflictTitle: string };
};

const valuesOf = (record: Named) => ({ name: record.name });

/**
 * A record's name (a department, an issue category) saved against the version shown (If-Match):
 * a failed save keeps the input, a 412 shows the other version beside it (ConflictPanel), and
 * leaving with unsaved input asks first.
 */
export function NameForm<R extends Named>({ administrationId, record, operationId, send, refetch, maxLength, words }: NameFormProps<R>) {
  const { t } = useTranslation('administration-settings');
  const [schema] = useState(() => z.object({ name: z.string().trim().min(1).max(maxLength) }));
  const form = useForm({ schema, initialValues: valuesOf(record), keep: [operationId, administrationId, record.id] });
  const [saved, setSaved] = useState<string | null>(null);
  const save = useVersionedSave({ operationId, administrationId, send: (data: { name: string }, ifMatch) => send(data, ifMatch), refetch });
  const conflict = useEditConflict({ form, record, valuesOf });
  const { saveButtonRef } = conflict;

  useBlocker({ shouldBlockFn: () => form.isDirty && !form.submitting && !window.confirm(t('staff.leave')), enableBeforeUnload: () => form.isDirty });

  const submit = form.handleSubmit((output) => {
    setSaved(null);
    return conflict.save(
      (etag) => save.save({ name: output.name.trim() }, etag),
      (updated) => {
        form.reset(valuesOf(updated));
        setSaved(words.saved(updated.name));
      },
    );
  }, { serverMessage: nameServerMessage });

  return (
    <form noValidate aria-label={words.form} onSubmit={(event: FormEvent<HTMLFormElement>) => submit(event)} className="flex max-w-xl flex-col gap-4">
      {conflict.panel && conflict.theirs ? (
        <ConflictPanel
          {...conflict.panel}
          headingLevel={3}
          title={words.conflictTitle}
          intro={t('role.conflict.intro')}
          introOutside={t('role.conflict.introOutside')}
          labelOf={() => words.name}
          display={(_field, value) => String(value ?? '')}
          onDiscard={() => {
            form.kept.forget();
            form.reset(valuesOf(conflict.theirs ?? record));
          }}
        />
      ) : null}
      <FormAlert message={form.formError} />
      <FormNotices form={form} />
      <FormNotice message={conflict.notice ?? saved} />
      <TextField label={words.name} {...form.text('name')} required autoComplete="off" maxLength={maxLength} />
      <div className="flex justify-end">
        <Button ref={saveButtonRef} type="submit" pending={form.submitting}>
          {words.save}
        </Button>
      </div>
    </form>
  );
}
