import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { Link, linkOptions, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useGetProfile } from '@/api/generated/endpoints/administrations/administrations';
import { createDepartment, listDepartments, useListDepartments } from '@/api/generated/endpoints/administration-settings/administration-settings';
import type { DepartmentSummary, ListDepartmentsParams } from '@/api/generated/model';
import { createDepartmentBodyNameMax } from '@/api/generated/zod/administration-settings/administration-settings.zod';
import { invalidateAfterMutation } from '@/api/cache';
import { TextField } from '@/components/form/fields';
import { FormAlert } from '@/components/form/form-parts';
import { useForm } from '@/components/form/use-form';
import { DataList } from '@/components/list/DataList';
import { listResultFrom } from '@/components/list/query-result';
import type { ListColumn } from '@/components/list/types';
import { Button } from '@/components/ui/Button';
import { formatNumber } from '@/lib/format';
import { defineListSearch } from '@/lib/list/search-params';
import type { ListSearch } from '@/lib/list/search-schema';
import { departmentsListConfig } from '../model/departments-list';
import { nameServerMessage } from '../model/names';

type DepartmentsSearch = ListSearch<typeof departmentsListConfig>;
let departmentsList: ReturnType<typeof defineListSearch<typeof departmentsListConfig>> | undefined;
/** The list's declaration, made on first use (as the users page's: the config is in the area's routes' chunk). */
const departmentsListOf = () => (departmentsList ??= defineListSearch(departmentsListConfig));

type DepartmentsPageProps = {
  administrationId: string;
  /** The address's search, checked by the route (`listRoute`). */
  search: DepartmentsSearch;
  onSearchChange: (next: DepartmentsSearch) => void;
};

/**
 * departments: the administration's departments on the list kit (search, sort by name or member
 * count, pages; the address keeps them), each a link to its page, and a form adding one.
 */
export function DepartmentsPage({ administrationId, search, onSearchChange }: DepartmentsPageProps) {
  const { t, i18n } = useTranslation('administration-settings');
  const language = i18n.language;
  const profile = useGetProfile(administrationId);
  const departmentsList = departmentsListOf();
  const query = departmentsList.toQuery(search) as ListDepartmentsParams;
  const list = useListDepartments(administrationId, query, { query: { placeholderData: keepPreviousData, retryOnMount: false } });

  const columns = useMemo<ListColumn<DepartmentSummary>[]>(
    () => [
      {
        id: 'name',
        header: t('staff.departments.columns.name'),
        hideable: false,
        sortBy: 'name',
        cell: (row) => row.name,
        exportValue: (row) => row.name,
      },
      {
        id: 'members',
        header: t('staff.departments.columns.members'),
        sortBy: 'memberCount',
        align: 'end',
        count: { field: 'memberCount' },
        cell: (row) => formatNumber(row.memberCount, language),
        exportValue: (row) => String(row.memberCount),
      },
    ],
    [t, language],
  );

  return (
    <div className="flex flex-col gap-6">
      <NewDepartmentForm administrationId={administrationId} />
      <DataList
        listId="administration-departments"
        userId={profile.data?.id ?? 'anonymous'}
        label={t('staff.departments.label')}
        definition={departmentsList}
        search={search}
        onSearchChange={(next) => onSearchChange(departmentsList.compact(next))}
        columns={columns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => t('staff.departments.rowLabel', { name: row.name })}
        result={listResultFrom(list)}
        searchFields={[{ value: 'name', label: t('staff.departments.columns.name') }]}
        filters={[]}
        rowLink={(row) => linkOptions({ to: '/administrations/$administrationId/settings/department/$id', params: { administrationId, id: row.id } })}
        exportSource={{
          fileName: 'departments',
          fetchPage: async ({ page, perPage, signal }) => {
            const answer = await listDepartments(administrationId, { ...query, page, 'per-page': perPage }, { signal });
            return { items: answer.items, total: answer.total };
          },
        }}
        empty={{ title: t('staff.departments.emptyTitle'), body: t('staff.departments.emptyBody') }}
      />
      <p className="text-sm">
        <Link to="/administrations/$administrationId/settings/department/add-user-department" params={{ administrationId }} className="link-text">
          {t('staff.toDepartment.title')}
        </Link>
      </p>
    </div>
  );
}

const newSchema = z.object({ name: z.string().trim().min(1).max(createDepartmentBodyNameMax) });

/** A new department by name (Idempotency-Key: a retry adds it once); its page opens. */
function NewDepartmentForm({ administrationId }: { administrationId: string }) {
  const { t } = useTranslation('administration-settings');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm({ schema: newSchema, initialValues: { name: '' } });
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  const submit = form.handleSubmit(async (output) => {
    const created = await createDepartment(administrationId, { name: output.name.trim() }, { headers: { 'Idempotency-Key': idempotencyKey } });
    setIdempotencyKey(crypto.randomUUID());
    await invalidateAfterMutation(queryClient, ['createDepartment'], { administrationId });
    await navigate({ to: '/administrations/$administrationId/settings/department/$id', params: { administrationId, id: created.id } });
  }, { serverMessage: nameServerMessage });

  return (
    <form noValidate aria-label={t('staff.departments.addTitle')} onSubmit={(event: FormEvent<HTMLFormElement>) => submit(event)} className="flex max-w-xl flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <FormAlert message={form.formError} />
        <TextField label={t('staff.departments.name')} {...form.text('name')} required autoComplete="off" maxLength={createDepartmentBodyNameMax} />
      </div>
      <Button type="submit" pending={form.submitting}>
        {t('staff.departments.add')}
      </Button>
    </form>
  );
}
