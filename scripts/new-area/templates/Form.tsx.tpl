import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { get__Record__, getGet__Record__QueryKey, update__Record__ } from '@/api/generated/endpoints/__kebab__/__kebab__';
import type { __Record__, __Record__Update } from '@/api/generated/model';
import { useVersionedSave } from '@/api/versioned-save';
import { TextField } from '@/components/form/fields';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import { useForm } from '@/components/form/use-form';

const __record__FormSchema = z.object({ name: z.string().trim().max(200) });

type Notice = { kind: 'saved' } | { kind: 'conflict'; theirs: string };

/**
 * The record's editable fields on the form kit, saved with the version they were edited on
 * (`If-Match`). When someone else saved first (412) the page shows their version, the form keeps
 * what the user typed, and saving again puts it over theirs.
 */
export function __Record__Form({ administrationId, record }: { administrationId: string; record: __Record__ }) {
  const { t } = useTranslation('__kebab__');
  const queryClient = useQueryClient();
  // The version the user's edits are against: after a conflict, the server's latest.
  const [base, setBase] = useState(record);
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useForm({ schema: __record__FormSchema, initialValues: { name: record.name } });
  // The one versioned save: If-Match with the version the edits are against, a 412 answered with
  // the server's record (shown by the page behind, via the record's query).
  const save = useVersionedSave({
    operationId: 'update__Record__',
    administrationId,
    send: (data: __Record__Update, ifMatch) => update__Record__(administrationId, base.id, data, ifMatch),
    refetch: () => get__Record__(administrationId, base.id),
    queryKey: getGet__Record__QueryKey(administrationId, base.id),
  });

  const submit = form.handleSubmit(async (data) => {
    setNotice(null);
    const result = await save.save(data, base.etag);
    if (result.conflict) {
      setBase(result.conflict);
      setNotice({ kind: 'conflict', theirs: result.conflict.name });
      return;
    }
    queryClient.setQueryData(getGet__Record__QueryKey(administrationId, result.saved.id), result.saved);
    setBase(result.saved);
    form.reset({ name: result.saved.name });
    setNotice({ kind: 'saved' });
  });

  return (
    <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-3">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-base font-semibold text-slate-900">{t('form.legend')}</legend>
        <FormAlert message={form.formError} />
        {notice?.kind === 'conflict' ? (
          <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            {t('form.conflict', { name: notice.theirs })}
          </p>
        ) : null}
        <TextField label={t('columns.name')} maxLength={200} {...form.text('name')} />
      </fieldset>
      <div className="flex items-center gap-3">
        <SubmitButton pending={form.submitting} size="md" fullWidth={false}>
          {t('form.save')}
        </SubmitButton>
        <p role="status" className="text-sm text-slate-700">
          {notice?.kind === 'saved' ? t('form.saved') : null}
        </p>
      </div>
    </form>
  );
}
