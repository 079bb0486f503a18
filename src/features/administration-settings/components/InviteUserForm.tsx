import { useQueryClient } from '@tanstack/react-query';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { inviteUser, useListRoles } from '@/api/generated/endpoints/administration-settings/administration-settings';
import type { Role } from '@/api/generated/model';
import { inviteUserBodyEmailMax, inviteUserBodyNameMax } from '@/api/generated/zod/administration-settings/administration-settings.zod';
import { invalidateAfterMutation } from '@/api/cache';
import { CheckboxField, TextField } from '@/components/form/fields';
import { FormAlert, FormNotices } from '@/components/form/form-parts';
import { useForm } from '@/components/form/use-form';
import { QueryErrorView } from '@/components/QueryErrorView';
import { PageSpinner } from '@/components/PageSpinner';
import { Button } from '@/components/ui/Button';

type RoleField = `role.${string}`;
type InviteValues = { name: string | undefined; email: string | undefined } & { [field: RoleField]: boolean | undefined };
type InviteOutput = { name: string; email: string } & { [field: RoleField]: boolean };

function inviteSchema(roles: readonly Role[]) {
  const shape: Record<string, z.ZodType> = {
    name: z.string().trim().min(1).max(inviteUserBodyNameMax),
    email: z.email().max(inviteUserBodyEmailMax),
  };
  for (const role of roles) shape[`role.${role.id}`] = z.boolean().default(false);
  return z.object(shape) as unknown as z.ZodType<InviteOutput, InviteValues>;
}

/** users/add-new-user: the roles to choose from, then the invitation form. */
export function InviteUserPage({ administrationId }: { administrationId: string }) {
  const roles = useListRoles(administrationId);
  if (roles.data) return <InviteUserForm administrationId={administrationId} roles={roles.data.items} />;
  if (roles.isError) return <QueryErrorView error={roles.error} onRetry={() => void roles.refetch()} />;
  return <PageSpinner />;
}

/**
 * Invite someone by e-mail with the roles they will hold: the server makes them a member and
 * mails them an activation link (the activation screen). Leaving with input asks first.
 */
function InviteUserForm({ administrationId, roles }: { administrationId: string; roles: readonly Role[] }) {
  const { t } = useTranslation('administration-settings');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const schema = useMemo(() => inviteSchema(roles), [roles]);
  const initialValues = useMemo(() => {
    const values: Record<string, string | boolean> = { name: '', email: '' };
    for (const role of roles) values[`role.${role.id}`] = false;
    return values as InviteValues;
  }, [roles]);
  const form = useForm({ schema, initialValues });
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [sent, setSent] = useState(false);

  useBlocker({ shouldBlockFn: () => form.isDirty && !sent && !window.confirm(t('role.leave')), enableBeforeUnload: () => form.isDirty && !sent });

  const submit = form.handleSubmit(async (output) => {
    const values = output as Record<string, unknown>;
    const roleIds = roles.filter((role) => values[`role.${role.id}`] === true).map((role) => role.id);
    await inviteUser(administrationId, { name: output.name.trim(), email: output.email.trim(), roleIds }, { headers: { 'Idempotency-Key': idempotencyKey } });
    setSent(true);
    // The users list and the pending invitations show the new person (a plain call refreshes nothing by itself).
    await invalidateAfterMutation(queryClient, ['inviteUser'], { administrationId });
    await navigate({ to: '/administrations/$administrationId/settings/users', params: { administrationId } });
  });

  return (
    <form noValidate aria-label={t('invite.title')} onSubmit={(event: FormEvent<HTMLFormElement>) => submit(event)} className="flex max-w-xl flex-col gap-4">
      <FormAlert message={form.formError} />
      <FormNotices form={form} />
      <TextField label={t('invite.name')} {...form.text('name')} required autoComplete="off" maxLength={inviteUserBodyNameMax} />
      <TextField label={t('invite.email')} type="email" {...form.text('email')} required autoComplete="off" maxLength={inviteUserBodyEmailMax} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('invite.roles')}</legend>
        <p className="text-sm text-slate-600">{t('invite.rolesHint')}</p>
        {roles.map((role) => (
          <CheckboxField key={role.id} label={role.name} hint={role.description || undefined} {...form.checkbox(`role.${role.id}`)} />
        ))}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => void navigate({ to: '/administrations/$administrationId/settings/users', params: { administrationId } })} disabled={form.submitting}>
          {t('invite.cancel')}
        </Button>
        <Button type="submit" pending={form.submitting}>
          {t('invite.submit')}
        </Button>
      </div>
    </form>
  );
}
