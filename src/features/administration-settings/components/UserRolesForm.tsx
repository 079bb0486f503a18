import { Link, useBlocker } from '@tanstack/react-router';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  getAdministrationUser,
  updateAdministrationUser,
  useGetAdministrationUser,
  useListDepartments,
  useListRoles,
} from '@/api/generated/endpoints/administration-settings/administration-settings';
import type { AdministrationUser, AdministrationUserUpdate, Role } from '@/api/generated/model';
import { updateAdministrationUserBodyNameMax } from '@/api/generated/zod/administration-settings/administration-settings.zod';
import { useVersionedSave } from '@/api/versioned-save';
import { ConflictPanel } from '@/components/form/ConflictPanel';
import { CheckboxField, TextField } from '@/components/form/fields';
import { FormAlert, FormNotice, FormNotices } from '@/components/form/form-parts';
import { useEditConflict } from '@/components/form/use-edit-conflict';
import { useForm } from '@/components/form/use-form';
import { QueryErrorView } from '@/components/QueryErrorView';
import { PageSpinner } from '@/components/PageSpinner';
import { Button, buttonClass } from '@/components/ui/Button';

type RoleField = `role.${string}`;
type UserValues = { name: string | undefined } & { [field: RoleField]: boolean | undefined };
type UserOutput = { name: string } & { [field: RoleField]: boolean };

function valuesOf(user: AdministrationUser, roles: readonly Role[]): UserValues {
  const values: Record<string, string | boolean> = { name: user.name };
  for (const role of roles) values[`role.${role.id}`] = user.roles.some((held) => held.id === role.id);
  return values as UserValues;
}

/** users/update-user/{id}: the user and the roles to choose from, then the form. */
export function UserRolesPage({ administrationId, userId }: { administrationId: string; userId: string }) {
  const user = useGetAdministrationUser(administrationId, userId);
  const roles = useListRoles(administrationId);
  if (user.data && roles.data) {
    return (
      <div className="flex flex-col gap-8">
        <UserRolesForm key={user.data.id} administrationId={administrationId} user={user.data} roles={roles.data.items} />
        <UserDepartments administrationId={administrationId} user={user.data} />
      </div>
    );
  }
  const failed = user.isError ? user : roles.isError ? roles : undefined;
  if (failed) return <QueryErrorView error={failed.error} onRetry={() => void failed.refetch()} />;
  return <PageSpinner />;
}

/**
 * A user's name and roles in this administration, saved with the version shown (If-Match): their
 * permissions follow the roles at once. A 412 shows the other version beside the kept input.
 */
function UserRolesForm({ administrationId, user, roles }: { administrationId: string; user: AdministrationUser; roles: readonly Role[] }) {
  const { t } = useTranslation('administration-settings');
  const schema = useMemo(() => {
    const shape: Record<string, z.ZodType> = { name: z.string().trim().min(1).max(updateAdministrationUserBodyNameMax) };
    for (const role of roles) shape[`role.${role.id}`] = z.boolean().default(false);
    return z.object(shape) as unknown as z.ZodType<UserOutput, UserValues>;
  }, [roles]);
  const toValues = (record: AdministrationUser) => valuesOf(record, roles);
  const form = useForm({ schema, initialValues: toValues(user), keep: ['administration-user', administrationId, user.id] });
  const [saved, setSaved] = useState<string | null>(null);
  const save = useVersionedSave({
    operationId: 'updateAdministrationUser',
    administrationId,
    send: (data: AdministrationUserUpdate, ifMatch) => updateAdministrationUser(administrationId, user.id, data, ifMatch),
    refetch: () => getAdministrationUser(administrationId, user.id),
  });
  const conflict = useEditConflict({ form, record: user, valuesOf: toValues });
  const { saveButtonRef } = conflict;

  useBlocker({ shouldBlockFn: () => form.isDirty && !form.submitting && !window.confirm(t('role.leave')), enableBeforeUnload: () => form.isDirty });

  const submit = form.handleSubmit((output) => {
    setSaved(null);
    const values = output as Record<string, unknown>;
    const data: AdministrationUserUpdate = { name: output.name.trim(), roleIds: roles.filter((role) => values[`role.${role.id}`] === true).map((role) => role.id) };
    return conflict.save(
      (etag) => save.save(data, etag),
      (updated) => {
        form.reset(toValues(updated));
        setSaved(t('user.saved', { name: updated.name }));
      },
    );
  });

  const roleName = (field: string) => roles.find((role) => `role.${role.id}` === field)?.name;
  return (
    <form noValidate aria-label={t('user.editLabel', { name: user.name })} onSubmit={(event: FormEvent<HTMLFormElement>) => submit(event)} className="flex max-w-xl flex-col gap-4">
      {conflict.panel && conflict.theirs ? (
        <ConflictPanel
          {...conflict.panel}
          headingLevel={3}
          title={t('role.conflict.title')}
          intro={t('role.conflict.intro')}
          introOutside={t('role.conflict.introOutside')}
          labelOf={(field) => roleName(field) ?? t('invite.name')}
          display={(_field, value) => (typeof value === 'boolean' ? (value ? t('role.yes') : t('role.no')) : String(value ?? ''))}
          onDiscard={() => {
            form.kept.forget();
            form.reset(toValues(conflict.theirs ?? user));
          }}
        />
      ) : null}
      <FormAlert message={form.formError} />
      <FormNotices form={form} />
      <FormNotice message={conflict.notice ?? saved} />
      <p className="text-sm text-slate-700">{user.email}</p>
      <TextField label={t('invite.name')} {...form.text('name')} required autoComplete="off" maxLength={updateAdministrationUserBodyNameMax} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('invite.roles')}</legend>
        {roles.map((role) => (
          <CheckboxField key={role.id} label={role.name} hint={role.description || undefined} {...form.checkbox(`role.${role.id}`)} />
        ))}
      </fieldset>
      <section aria-label={t('user.permissionsNow')} className="text-sm text-slate-700">
        <h3 className="font-medium text-slate-800">{t('user.permissionsNow')}</h3>
        <p>{user.permissions.map((permission) => t(`permission.${permission}`)).join(', ') || '–'}</p>
      </section>
      <div className="flex justify-end">
        <Button ref={saveButtonRef} type="submit" pending={form.submitting}>
          {t('user.save')}
        </Button>
      </div>
    </form>
  );
}

/** The departments the user is in, each a link, and the ways to give a role or add to a department. */
function UserDepartments({ administrationId, user }: { administrationId: string; user: AdministrationUser }) {
  const { t } = useTranslation('administration-settings');
  const departments = useListDepartments(administrationId, { member: user.id, 'per-page': 1000 });
  const params = { administrationId, id: user.id };
  return (
    <section aria-labelledby="user-departments" className="flex max-w-xl flex-col gap-3">
      <h2 id="user-departments" className="text-lg font-semibold text-slate-900">
        {t('staff.userLinks.label', { name: user.name })}
      </h2>
      {departments.isError ? (
        <QueryErrorView error={departments.error} onRetry={() => void departments.refetch()} />
      ) : !departments.data ? (
        <PageSpinner />
      ) : departments.data.items.length === 0 ? (
        <p className="text-sm text-slate-700">{t('staff.userLinks.none')}</p>
      ) : (
        <ul className="list-disc pl-5 text-sm">
          {departments.data.items.map((department) => (
            <li key={department.id}>
              <Link to="/administrations/$administrationId/settings/department/$id" params={{ administrationId, id: department.id }} className="link-text">
                {department.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Link to="/administrations/$administrationId/settings/users/update-user/$id/add-new-role" params={params} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          {t('staff.giveRole.title')}
        </Link>
        <Link to="/administrations/$administrationId/settings/users/update-user/$id/add-user-department" params={params} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          {t('staff.toDepartment.title')}
        </Link>
      </div>
    </section>
  );
}
