import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '@/api/errors';
import { getGet__Record__QueryKey, update__Record__ } from '@/api/generated/endpoints/__kebab__/__kebab__';
import type { __Record__, __Record__Update } from '@/api/generated/model';
import { get__Record__200Response } from '@/api/generated/zod/__kebab__/__kebab__.zod';
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
  // The mutation key is the operation's, so a save refreshes what the contract says it changes
  // (in the administration its variables name).
  const save = useMutation({
    mutationKey: ['update__Record__'],
    mutationFn: ({ data, etag }: { administrationId: string; data: __Record__Update; etag: string }) =>
      update__Record__(administrationId, base.id, data, { headers: { 'If-Match': etag } }),
  });
  const show = (shown: __Record__) => {
    queryClient.setQueryData(getGet__Record__QueryKey(administrationId, shown.id), shown);
    setBase(shown);
  };

  const submit = form.handleSubmit(async (data) => {
    setNotice(null);
    try {
      const saved = await save.mutateAsync({ administrationId, data, etag: base.etag });
      show(saved);
      form.reset({ name: saved.name });
      setNotice({ kind: 'saved' });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 412) throw error;
      const theirs = get__Record__200Response.parse((error.problem as { current?: unknown } | undefined)?.current) as __Record__;
      show(theirs);
      setNotice({ kind: 'conflict', theirs: theirs.name });
    }
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
