import { useBlocker } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getCurrentAccount, getGetCurrentAccountQueryKey, updateCurrentAccount } from '@/api/generated/endpoints/account/account';
import type { AccountUser } from '@/api/generated/model';
import { updateCurrentAccountBodyNameMax } from '@/api/generated/zod/account/account.zod';
import { useVersionedSave } from '@/api/versioned-save';
import { ConflictPanel } from '@/components/form/ConflictPanel';
import { TextField } from '@/components/form/fields';
import { FormAlert, FormNotice, FormNotices } from '@/components/form/form-parts';
import { useEditConflict } from '@/components/form/use-edit-conflict';
import { useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/Button';

const schema = z.object({ name: z.string().trim().min(1).max(updateCurrentAccountBodyNameMax) });
const valuesOf = (account: AccountUser) => ({ name: account.name });

/**
 * The user's own name, saved against the version shown (If-Match). A 412 shows the other version
 * beside the kept input; a failed save keeps what was typed. The shell's name follows (the save
 * refreshes the profile: x-invalidates).
 */
export function NameForm({ account, administrationId }: { account: AccountUser; administrationId: string }) {
  const { t } = useTranslation('account');
  const form = useForm({ schema, initialValues: valuesOf(account), keep: ['account-name', account.id] });
  const [saved, setSaved] = useState<string | null>(null);
  const save = useVersionedSave({
    operationId: 'updateCurrentAccount',
    administrationId,
    send: (data: { name: string }, ifMatch) => updateCurrentAccount(data, ifMatch),
    refetch: () => getCurrentAccount(),
    queryKey: getGetCurrentAccountQueryKey(),
  });
  const conflict = useEditConflict({ form, record: account, valuesOf });
  const { saveButtonRef } = conflict;

  useBlocker({ shouldBlockFn: () => form.isDirty && !form.submitting && !window.confirm(t('profile.leave')), enableBeforeUnload: () => form.isDirty });

  const submit = form.handleSubmit((output) => {
    setSaved(null);
    return conflict.save(
      (etag) => save.save({ name: output.name.trim() }, etag),
      (updated) => {
        form.reset(valuesOf(updated));
        setSaved(t('profile.saved'));
      },
    );
  });

  return (
    <form noValidate aria-labelledby="account-name-title" onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <h2 id="account-name-title" className="text-base font-semibold text-slate-900">
        {t('profile.title')}
      </h2>
      {conflict.panel && conflict.theirs ? (
        <ConflictPanel
          {...conflict.panel}
          headingLevel={3}
          title={t('profile.conflict.title')}
          intro={t('profile.conflict.intro')}
          introOutside={t('profile.conflict.introOutside')}
          labelOf={() => t('name')}
          onDiscard={() => {
            form.kept.forget();
            form.reset(valuesOf(conflict.theirs ?? account));
          }}
        />
      ) : null}
      <FormAlert message={form.formError} />
      <FormNotices form={form} />
      <FormNotice message={conflict.notice ?? saved} />
      <TextField label={t('name')} {...form.text('name')} required autoComplete="name" maxLength={updateCurrentAccountBodyNameMax} />
      <p className="text-sm text-slate-700">
        <span className="font-medium">{t('email')}:</span> <span className="break-all">{account.email}</span>
      </p>
      <div>
        <Button ref={saveButtonRef} type="submit" pending={form.submitting}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
