import { useBlocker, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import { createRole, deleteRole, getRole, updateRole } from '@/api/generated/endpoints/administration-settings/administration-settings';
import type { Role, RoleWrite } from '@/api/generated/model';
import { useVersionedSave } from '@/api/versioned-save';
import { ConflictPanel } from '@/components/form/ConflictPanel';
import { CheckboxField, TextAreaField, TextField } from '@/components/form/fields';
import { FormAlert, FormNotice, FormNotices } from '@/components/form/form-parts';
import { useEditConflict } from '@/components/form/use-edit-conflict';
import { useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/Button';
import { PERMISSION_GROUPS, permissionField, permissionsOf, roleFormSchema, roleFormValuesOf, setGroup } from '../model/role-matrix';

type Props = {
  administrationId: string;
  /** The role as loaded (its version is what a save goes against); none for a new role. */
  role?: Role;
};

const NEW_ROLE: Role = { id: '', name: '', description: '', permissions: [], userCount: 0, etag: '' };

/**
 * The role editor: name, description and the matrix of SPEC §6 permissions, grouped, with "all"
 * and "none" per group. An existing role is saved with its version (If-Match) and a 412 shows the
 * other version beside the user's kept input; leaving with unsaved changes asks first.
 */
export function RoleForm({ administrationId, role }: Props) {
  const { t } = useTranslation('administration-settings');
  const navigate = useNavigate();
  const record = role ?? NEW_ROLE;
  const schema = useMemo(() => roleFormSchema(), []);
  const form = useForm({ schema, initialValues: roleFormValuesOf(record), keep: ['role', administrationId, record.id || 'new'] });
  const [saved, setSaved] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const save = useVersionedSave({
    operationId: 'updateRole',
    administrationId,
    send: (data: RoleWrite, ifMatch) => updateRole(administrationId, record.id, data, ifMatch),
    refetch: () => getRole(administrationId, record.id),
  });
  const conflict = useEditConflict({ form, record, valuesOf: roleFormValuesOf });
  const { saveButtonRef } = conflict;

  useBlocker({ shouldBlockFn: () => form.isDirty && !form.submitting && !window.confirm(t('role.leave')), enableBeforeUnload: () => form.isDirty });

  const toWrite = (output: Record<string, unknown>): RoleWrite => ({
    name: String(output.name ?? '').trim(),
    description: String(output.description ?? '').trim(),
    permissions: permissionsOf(output),
  });

  const submit = form.handleSubmit(async (output) => {
    setSaved(null);
    if (!role) {
      const created = await createRole(administrationId, toWrite(output), { headers: { 'Idempotency-Key': idempotencyKey } });
      form.reset(roleFormValuesOf(created));
      form.kept.forget();
      await navigate({ to: '/administrations/$administrationId/settings/permissions/$id', params: { administrationId, id: created.id } });
      return;
    }
    return conflict.save(
      (etag) => save.save(toWrite(output), etag),
      (updated) => {
        form.reset(roleFormValuesOf(updated));
        setSaved(t('role.saved'));
      },
    );
  });

  const remove = async () => {
    if (!role || !window.confirm(t('role.deleteConfirm', { name: role.name }))) return;
    setDeleteError(null);
    try {
      await deleteRole(administrationId, role.id, { headers: { 'If-Match': conflict.base.etag } });
      form.reset();
      await navigate({ to: '/administrations/$administrationId/settings/permissions', params: { administrationId } });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setDeleteError(t('role.inUse', { count: role.userCount }));
      else throw error;
    }
  };

  const labelOf = (field: string) => {
    const permission = /^permissions\.(.+)$/.exec(field)?.[1];
    return permission ? t(`permission.${permission as 'Manage_Tasks'}`) : field === 'description' ? t('role.description') : t('role.name');
  };
  const display = (_field: string, value: unknown) =>
    typeof value === 'boolean' ? (value ? t('role.yes') : t('role.no')) : typeof value === 'string' && value.trim() ? value : t('role.emptyValue');

  return (
    <form
      noValidate
      aria-label={role ? t('role.editLabel', { name: role.name }) : t('role.newTitle')}
      onSubmit={(event: FormEvent<HTMLFormElement>) => submit(event)}
      className="flex max-w-3xl flex-col gap-4"
    >
      {conflict.panel && conflict.theirs ? (
        <ConflictPanel
          {...conflict.panel}
          headingLevel={3}
          title={t('role.conflict.title')}
          intro={t('role.conflict.intro')}
          introOutside={t('role.conflict.introOutside')}
          labelOf={labelOf}
          display={display}
          onDiscard={() => {
            form.kept.forget();
            form.reset(roleFormValuesOf(conflict.theirs ?? record));
          }}
        />
      ) : null}
      <FormAlert message={form.formError ?? deleteError} />
      <FormNotices form={form} />
      <FormNotice message={conflict.notice ?? saved} />
      <TextField label={t('role.name')} {...form.text('name')} required maxLength={80} autoComplete="off" />
      <TextAreaField label={t('role.description')} {...form.text('description')} rows={2} maxLength={500} />
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('role.permissions')}</legend>
        {PERMISSION_GROUPS.map((group) => {
          const name = t(`groups.${group.id}`);
          return (
            <fieldset key={group.id} className="rounded border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold text-slate-900">{name}</legend>
              <div className="mb-2 flex flex-wrap gap-2">
                <Button size="sm" variant="subtle" onClick={() => Object.entries(setGroup(group.id, true)).forEach(([field, on]) => form.setValue(field as never, on as never))}>
                  {t('role.all', { group: name })}
                </Button>
                <Button size="sm" variant="subtle" onClick={() => Object.entries(setGroup(group.id, false)).forEach(([field, on]) => form.setValue(field as never, on as never))}>
                  {t('role.none', { group: name })}
                </Button>
              </div>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                {group.permissions.map((permission) => (
                  <CheckboxField key={permission} label={t(`permission.${permission}`)} hint={permission} {...form.checkbox(permissionField(permission))} />
                ))}
              </div>
            </fieldset>
          );
        })}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        {role ? (
          <Button variant="danger" onClick={() => void remove()} disabled={form.submitting}>
            {t('role.delete')}
          </Button>
        ) : (
          <span />
        )}
        <Button ref={saveButtonRef} type="submit" pending={form.submitting}>
          {t('role.save')}
        </Button>
      </div>
    </form>
  );
}
