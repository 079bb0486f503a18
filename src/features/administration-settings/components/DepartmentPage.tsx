import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getDepartment,
  removeDepartmentMember,
  updateDepartment,
  useGetDepartment,
} from '@/api/generated/endpoints/administration-settings/administration-settings';
import type { Department, DepartmentMember } from '@/api/generated/model';
import { updateDepartmentBodyNameMax } from '@/api/generated/zod/administration-settings/administration-settings.zod';
import { invalidateAfterMutation } from '@/api/cache';
import { FormAlert, FormNotice } from '@/components/form/form-parts';
import { QueryErrorView } from '@/components/QueryErrorView';
import { PageSpinner } from '@/components/PageSpinner';
import { Button, buttonClass } from '@/components/ui/Button';
import { NameForm } from './NameForm';

/** department/{id}: the department's name (versioned save) and its members (add, remove). */
export function DepartmentPage({ administrationId, departmentId }: { administrationId: string; departmentId: string }) {
  const department = useGetDepartment(administrationId, departmentId);
  if (department.data) return <DepartmentView key={department.data.id} administrationId={administrationId} department={department.data} />;
  if (department.isError) return <QueryErrorView error={department.error} onRetry={() => void department.refetch()} />;
  return <PageSpinner />;
}

function DepartmentView({ administrationId, department }: { administrationId: string; department: Department }) {
  const { t } = useTranslation('administration-settings');
  return (
    <div className="flex flex-col gap-8">
      <NameForm
        administrationId={administrationId}
        record={department}
        operationId="updateDepartment"
        send={(data, ifMatch) => updateDepartment(administrationId, department.id, data, ifMatch)}
        refetch={() => getDepartment(administrationId, department.id)}
        maxLength={updateDepartmentBodyNameMax}
        words={{
          form: t('staff.department.editLabel', { name: department.name }),
          name: t('staff.department.name'),
          save: t('staff.department.save'),
          saved: (name) => t('staff.department.saved', { name }),
          conflictTitle: t('staff.department.conflictTitle'),
        }}
      />
      <Members administrationId={administrationId} department={department} />
    </div>
  );
}

function Members({ administrationId, department }: { administrationId: string; department: Department }) {
  const { t } = useTranslation('administration-settings');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const remove = async (member: DepartmentMember) => {
    if (!window.confirm(t('staff.department.removeConfirm', { name: member.name, department: department.name }))) return;
    setBusy(member.id);
    setNotice(null);
    setFailure(null);
    try {
      await removeDepartmentMember(administrationId, department.id, member.id);
      setNotice(t('staff.department.removed', { name: member.name }));
      await invalidateAfterMutation(queryClient, ['removeDepartmentMember'], { administrationId });
    } catch {
      setFailure(t('staff.department.removeFailed', { name: member.name }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="department-members" className="flex max-w-xl flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="department-members" className="text-lg font-semibold text-slate-900">
          {t('staff.department.members')}
        </h2>
        <Link
          to="/administrations/$administrationId/settings/department/add-user-department"
          params={{ administrationId }}
          search={{ departmentId: department.id } as never}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          {t('staff.department.addMember')}
        </Link>
      </div>
      <FormAlert message={failure} />
      <FormNotice message={notice} />
      {department.members.length === 0 ? (
        <p className="text-sm text-slate-700">{t('staff.department.noMembers')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200">
          {department.members.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <Link to="/administrations/$administrationId/settings/users/update-user/$id" params={{ administrationId, id: member.id }} className="link-text font-medium">
                  {member.name}
                </Link>
                <span className="block truncate text-sm text-slate-700">{member.email}</span>
              </div>
              <Button size="sm" variant="danger" aria-label={t('staff.department.removeLabel', { name: member.name })} pending={busy === member.id} onClick={() => void remove(member)}>
                {t('staff.department.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
