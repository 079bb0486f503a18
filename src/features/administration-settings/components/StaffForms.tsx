import { useQueryClient } from '@tanstack/react-query';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  addDepartmentMembers,
  bulkGiveUserRole,
  useGetAdministrationUser,
  useListAdministrationUsers,
  useListDepartments,
  useListRoles,
} from '@/api/generated/endpoints/administration-settings/administration-settings';
import { invalidateAfterMutation } from '@/api/cache';
import { SelectField } from '@/components/form/fields';
import { FormAlert, FormNotices } from '@/components/form/form-parts';
import { useForm } from '@/components/form/use-form';
import { QueryErrorView } from '@/components/QueryErrorView';
import { PageSpinner } from '@/components/PageSpinner';
import { Button } from '@/components/ui/Button';

/** Enough for every member or department of an administration in one choice. */
const ALL = { 'per-page': 1000 } as const;

type Option = { value: string; label: string };
type PairValues = { first: string | undefined; second: string | undefined };

const pairSchema = z.object({ first: z.string().min(1), second: z.string().min(1) });

type PairFormProps = {
  label: string;
  /** The first choice (a user), or none when the page is about one user already (its value given). */
  first: { label: string; options: readonly Option[] } | { value: string };
  second: { label: string; options: readonly Option[] } | { value: string };
  submitLabel: string;
  /** Where the page leads once done or left. */
  back: () => Promise<void>;
  send: (first: string, second: string) => Promise<void>;
};

/**
 * Two choices and a button (a user and a role, a user and a department): the form kit's states,
 * a failed call keeps the choices and says why, leaving with a choice made asks first.
 */
function PairForm({ label, first, second, submitLabel, back, send }: PairFormProps) {
  const { t } = useTranslation('administration-settings');
  const initialValues: PairValues = { first: 'value' in first ? first.value : '', second: 'value' in second ? second.value : '' };
  const form = useForm({ schema: pairSchema, initialValues });
  const [done, setDone] = useState(false);
  useBlocker({ shouldBlockFn: () => form.isDirty && !done && !window.confirm(t('staff.leave')), enableBeforeUnload: () => form.isDirty && !done });

  const submit = form.handleSubmit(async (output) => {
    await send(output.first, output.second);
    setDone(true);
    await back();
  });

  return (
    <form noValidate aria-label={label} onSubmit={(event: FormEvent<HTMLFormElement>) => submit(event)} className="flex max-w-xl flex-col gap-4">
      <FormAlert message={form.formError} />
      <FormNotices form={form} />
      {'options' in first ? <SelectField label={first.label} required options={first.options} {...form.select('first')} /> : null}
      {'options' in second ? <SelectField label={second.label} required options={second.options} {...form.select('second')} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => void back()} disabled={form.submitting}>
          {t('invite.cancel')}
        </Button>
        <Button type="submit" pending={form.submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The members of the administration to choose from, or the one the page is about. */
function useUserChoice(administrationId: string, userId: string | undefined) {
  const users = useListAdministrationUsers(administrationId, ALL, { query: { enabled: userId === undefined } });
  const user = useGetAdministrationUser(administrationId, userId ?? '', { query: { enabled: userId !== undefined } });
  const query = userId === undefined ? users : user;
  const options = useMemo(() => (users.data?.items ?? []).map((row) => ({ value: row.id, label: `${row.name} (${row.email})` })), [users.data]);
  return { query, options, name: user.data?.name };
}

function Waiting({ query }: { query: { isError: boolean; error: unknown; refetch: () => unknown } }) {
  if (query.isError) return <QueryErrorView error={query.error} onRetry={() => void query.refetch()} />;
  return <PageSpinner />;
}

/**
 * users/add-new-role and users/update-user/{id}/add-new-role: give a user (chosen, or the page's)
 * one more role; the server adds it with an Idempotency-Key (a retry gives it once) and the
 * user's permissions follow at once.
 */
export function GiveRolePage({ administrationId, userId }: { administrationId: string; userId?: string }) {
  const { t } = useTranslation('administration-settings');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const roles = useListRoles(administrationId);
  const users = useUserChoice(administrationId, userId);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  if (!roles.data) return <Waiting query={roles} />;
  if (!users.query.data) return <Waiting query={users.query} />;

  const back = () =>
    userId === undefined
      ? navigate({ to: '/administrations/$administrationId/settings/users', params: { administrationId } })
      : navigate({ to: '/administrations/$administrationId/settings/users/update-user/$id', params: { administrationId, id: userId } });
  return (
    <PairForm
      label={users.name ? t('staff.giveRole.titleFor', { name: users.name }) : t('staff.giveRole.title')}
      first={userId === undefined ? { label: t('staff.user'), options: users.options } : { value: userId }}
      second={{ label: t('staff.bulk.role'), options: roles.data.items.map((role) => ({ value: role.id, label: role.name })) }}
      submitLabel={t('staff.giveRole.submit')}
      back={back}
      send={async (user, roleId) => {
        const result = await bulkGiveUserRole(administrationId, { target: { ids: [user] }, roleId }, { headers: { 'Idempotency-Key': idempotencyKey } });
        await invalidateAfterMutation(queryClient, ['bulkGiveUserRole'], { administrationId });
        if (result.failed[0]) throw new Error(result.failed[0].reason);
      }}
    />
  );
}

/**
 * users/add-user-department, users/update-user/{id}/add-user-department and
 * department/add-user-department: put a user (chosen, or the page's) in a department (chosen, or
 * the one the address names). Adding twice changes nothing.
 */
export function AddToDepartmentPage({ administrationId, userId, departmentId }: { administrationId: string; userId?: string; departmentId?: string }) {
  const { t } = useTranslation('administration-settings');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const departments = useListDepartments(administrationId, ALL);
  const users = useUserChoice(administrationId, userId);
  if (!departments.data) return <Waiting query={departments} />;
  if (!users.query.data) return <Waiting query={users.query} />;

  const back = () =>
    departmentId !== undefined
      ? navigate({ to: '/administrations/$administrationId/settings/department/$id', params: { administrationId, id: departmentId } })
      : userId !== undefined
        ? navigate({ to: '/administrations/$administrationId/settings/users/update-user/$id', params: { administrationId, id: userId } })
        : navigate({ to: '/administrations/$administrationId/settings/users', params: { administrationId } });
  const known = departmentId !== undefined && departments.data.items.some((department) => department.id === departmentId);
  return (
    <PairForm
      label={users.name ? t('staff.toDepartment.titleFor', { name: users.name }) : t('staff.toDepartment.title')}
      first={userId === undefined ? { label: t('staff.user'), options: users.options } : { value: userId }}
      second={known ? { value: departmentId } : { label: t('staff.departmentField'), options: departments.data.items.map((department) => ({ value: department.id, label: department.name })) }}
      submitLabel={t('staff.toDepartment.submit')}
      back={back}
      send={async (user, department) => {
        await addDepartmentMembers(administrationId, department, { userIds: [user] });
        await invalidateAfterMutation(queryClient, ['addDepartmentMembers'], { administrationId });
      }}
    />
  );
}
