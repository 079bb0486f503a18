import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  createTailoredVariable,
  deleteTailoredVariable,
  getListTailoredVariablesQueryKey,
  listTailoredVariables,
  getListTailoredVariablesSuspenseQueryOptions,
  updateTailoredVariable,
} from '@/api/generated/endpoints/settings/settings';
import type { TailoredVariable, TailoredVariableWrite } from '@/api/generated/model';
import { CheckboxField, TextAreaField, TextField } from '@/components/form/fields';
import { FormAlert } from '@/components/form/form-parts';
import { type FormController, useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/Button';
import { LazyConfirmDialog } from '@/components/ui/LazyDialog';
import { MEDIA, tailoredVariableSchema, tailoredVariableValues, tailoredVariableWrite } from '../model/forms';
import { CustomFieldsSettings } from './CustomFieldsSettings';
import { SettingsForm } from '@/components/form/SettingsForm';
import { SettingsFrame } from './SettingsFrame';

type Editing = { kind: 'new' } | { kind: 'edit'; variable: TailoredVariable } | null;

export function TailoredVariablesPage({ administrationId }: { administrationId: string }) {
  const { t } = useTranslation(['settings', 'templates']);
  const queryClient = useQueryClient();
  const queryKey = getListTailoredVariablesQueryKey(administrationId);
  const { items } = useSuspenseQuery(getListTailoredVariablesSuspenseQueryOptions(administrationId)).data;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TailoredVariable | null>(null);
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation({
    mutationKey: ['deleteTailoredVariable'],
    mutationFn: ({ variable }: { administrationId: string; variable: TailoredVariable }) =>
      deleteTailoredVariable(administrationId, variable.id, { headers: { 'If-Match': variable.etag } }),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey });

  return (
    <SettingsFrame page="tailoredvariables">
      <p className="mb-4 text-sm text-slate-700">{t('tailoredvariables.intro')}</p>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">{t('tailoredvariables.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full text-sm">
            <caption className="sr-only">{t('tailoredvariables.listLabel')}</caption>
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">{t('tailoredvariables.label')}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t('tailoredvariables.placeholder')}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t('tailoredvariables.value')}</th>
                <th scope="col" className="px-3 py-2 font-medium">{t('tailoredvariables.channels')}</th>
                <th scope="col" className="px-3 py-2"><span className="sr-only">{t('tailoredvariables.edit', { label: '' })}</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {items.map((variable) => (
                <tr key={variable.id}>
                  <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">{variable.label}</th>
                  <td className="px-3 py-2 font-mono text-xs text-slate-700">{`{{${variable.key}}}`}</td>
                  <td className="px-3 py-2 text-slate-700">{variable.value}</td>
                  <td className="px-3 py-2 text-slate-700">{variable.media.map((m) => t(`templates:channels.${m}`)).join(', ')}</td>
                  <td className="px-3 py-2">
                    <div className="flex justify-end gap-2">
                      <Button size="sm" variant="secondary" onClick={() => setEditing({ kind: 'edit', variable })} aria-label={t('tailoredvariables.edit', { label: variable.label })}>
                        {t('tailoredvariables.editTitle')}
                      </Button>
                      <Button size="sm" variant="subtle" onClick={() => setDeleting(variable)} aria-label={t('tailoredvariables.delete', { label: variable.label })}>
                        ✕
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <FormAlert message={error} />
      {editing === null ? (
        <div className="mt-4">
          <Button onClick={() => setEditing({ kind: 'new' })}>{t('tailoredvariables.new')}</Button>
        </div>
      ) : (
        <section aria-labelledby="tailored-variable-form" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="tailored-variable-form" className="mb-3 text-lg font-semibold text-slate-900">
            {editing.kind === 'new' ? t('tailoredvariables.newTitle') : t('tailoredvariables.editTitle')}
          </h2>
          {editing.kind === 'new' ? (
            <NewVariableForm administrationId={administrationId} onDone={() => setEditing(null)} />
          ) : (
            <SettingsForm
              key={editing.variable.id}
              administrationId={administrationId}
              label={t('tailoredvariables.edit', { label: editing.variable.label })}
              record={editing.variable}
              queryKey={['tailored-variable', editing.variable.id]}
              keep={['settings', administrationId, 'tailored-variable', editing.variable.id]}
              schema={tailoredVariableSchema}
              valuesOf={tailoredVariableValues}
              toWrite={tailoredVariableWrite}
              operationId="updateTailoredVariable"
              send={async (write, ifMatch) => {
                const saved = await updateTailoredVariable(administrationId, editing.variable.id, write, ifMatch);
                refresh();
                return saved;
              }}
              refetch={async () => (await listTailoredVariables(administrationId)).items.find((v) => v.id === editing.variable.id) ?? editing.variable}
              labelOf={(field) => (MEDIA.includes(field as 'email') ? t(`templates:channels.${field as 'email'}`) : t(`tailoredvariables.${field as 'label'}`))}
            >
              {(form) => <VariableFields form={form} />}
            </SettingsForm>
          )}
        </section>
      )}
      <h2 className="mt-10 text-xl font-semibold text-slate-900">{t('tailoredvariables.customFields')}</h2>
      <p className="text-sm text-slate-700">{t('tailoredvariables.customFieldsIntro')}</p>
      <CustomFieldsSettings administrationId={administrationId} kind="customer" />
      <CustomFieldsSettings administrationId={administrationId} kind="invoice" />
      <LazyConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('tailoredvariables.deleteTitle', { label: deleting?.label ?? '' })}
        description={t('tailoredvariables.deleteDescription', { key: `{{${deleting?.key ?? ''}}}`, interpolation: { escapeValue: false } })}
        confirmLabel={t('tailoredvariables.delete', { label: deleting?.label ?? '' })}
        onConfirm={async () => {
          if (!deleting) return;
          setError(null);
          try {
            await remove.mutateAsync({ administrationId, variable: deleting });
            if (editing?.kind === 'edit' && editing.variable.id === deleting.id) setEditing(null);
          } catch {
            setError(t('tailoredvariables.deleteFailed'));
          }
          refresh();
        }}
      />
    </SettingsFrame>
  );
}

function VariableFields({ form }: { form: FormController<typeof tailoredVariableSchema> }) {
  const { t } = useTranslation(['settings', 'templates']);
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label={t('tailoredvariables.label')} {...form.text('label')} required maxLength={60} autoComplete="off" />
        <TextField label={t('tailoredvariables.name')} hint={t('tailoredvariables.nameHint', { example: '{{tailored.contractNumber}}', interpolation: { escapeValue: false } })} {...form.text('name')} required maxLength={40} autoComplete="off" spellCheck={false} />
      </div>
      <TextField label={t('tailoredvariables.value')} {...form.text('value')} required maxLength={500} autoComplete="off" />
      <TextAreaField label={t('tailoredvariables.description')} {...form.text('description')} maxLength={200} rows={2} />
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('tailoredvariables.channels')}</legend>
        {MEDIA.map((m) => (
          <CheckboxField key={m} label={t(`templates:channels.${m}`)} {...form.checkbox(m)} />
        ))}
      </fieldset>
    </>
  );
}

function NewVariableForm({ administrationId, onDone }: { administrationId: string; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const form = useForm({ schema: tailoredVariableSchema, initialValues: tailoredVariableValues(), keep: ['settings', administrationId, 'tailored-variable', 'new'] });
  const create = useMutation({
    mutationKey: ['createTailoredVariable'],
    mutationFn: ({ write }: { administrationId: string; write: TailoredVariableWrite }) => createTailoredVariable(administrationId, write),
  });
  const submit = form.handleSubmit(async (output) => {
    await create.mutateAsync({ administrationId, write: tailoredVariableWrite(output) });
    onDone();
  });
  return (
    <form noValidate aria-label={t('tailoredvariables.newTitle')} onSubmit={(event: FormEvent<HTMLFormElement>) => submit(event)} className="flex flex-col gap-4">
      <FormAlert message={form.formError} />
      <VariableFields form={form} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          onClick={() => {
            form.kept.forget();
            onDone();
          }}
          disabled={form.submitting}
        >
          {t('tailoredvariables.cancel')}
        </Button>
        <Button type="submit" pending={form.submitting}>
          {t('tailoredvariables.create')}
        </Button>
      </div>
    </form>
  );
}
