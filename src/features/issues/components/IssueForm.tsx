import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getGetIssueQueryKey, getIssue, updateIssue, useListIssueAssignees, useListIssueCategories } from '@/api/generated/endpoints/issues/issues';
import type { Issue, IssueUpdate } from '@/api/generated/model';
import { useVersionedSave } from '@/api/versioned-save';
import { SelectField, TextAreaField } from '@/components/form/fields';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import { type FormValues, useForm } from '@/components/form/use-form';
import { ISSUE_STATUSES } from '../model/issues-list';

const schema = z.object({
  status: z.enum(ISSUE_STATUSES),
  categoryId: z.string().min(1, 'issues:form.categoryRequired'),
  assignee: z.string().optional(),
  description: z.string({ error: 'issues:form.descriptionRequired' }).trim().min(1, 'issues:form.descriptionRequired').max(4000),
});

type Notice = { kind: 'saved' } | { kind: 'conflict'; theirs: Issue };

const assigneeValue = (issue: Issue) => (issue.assignee ? `${issue.assignee.kind}:${issue.assignee.id}` : undefined);
const valuesOf = (issue: Issue): FormValues<typeof schema> => ({ status: issue.status, categoryId: issue.category.id, assignee: assigneeValue(issue) ?? '', description: issue.description });

/**
 * Working an issue: its status (resolving or rejecting it resumes the dunning of its invoices,
 * as the server decides), category, assignee and description, saved with the version they were
 * edited on (`If-Match`). When someone else saved first the page shows their version, the form
 * keeps what the user chose, and saving again puts it over theirs.
 */
export function IssueForm({ administrationId, record }: { administrationId: string; record: Issue }) {
  const { t } = useTranslation('issues');
  const queryClient = useQueryClient();
  const categories = useListIssueCategories(administrationId);
  const assignees = useListIssueAssignees(administrationId);
  const [base, setBase] = useState(record);
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useForm({ schema, initialValues: valuesOf(record) });
  const save = useVersionedSave({
    operationId: 'updateIssue',
    administrationId,
    send: (data: IssueUpdate, ifMatch) => updateIssue(administrationId, base.id, data, ifMatch),
    refetch: () => getIssue(administrationId, base.id),
    queryKey: getGetIssueQueryKey(administrationId, base.id),
  });

  const submit = form.handleSubmit(async (data) => {
    setNotice(null);
    const [kind, ...id] = (data.assignee ?? '').split(':');
    const body: IssueUpdate = {
      status: data.status,
      categoryId: data.categoryId,
      description: data.description,
      assignee: data.assignee ? { kind: kind as 'user' | 'department', id: id.join(':') } : null,
    };
    const result = await save.save(body, base.etag);
    if (result.conflict) {
      setBase(result.conflict);
      setNotice({ kind: 'conflict', theirs: result.conflict });
      return;
    }
    queryClient.setQueryData(getGetIssueQueryKey(administrationId, result.saved.id), result.saved);
    setBase(result.saved);
    form.reset(valuesOf(result.saved));
    setNotice({ kind: 'saved' });
  });

  return (
    <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-3">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-base font-semibold text-slate-900">{t('form.legend')}</legend>
        <FormAlert message={form.formError} />
        {notice?.kind === 'conflict' ? (
          <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            {t('form.conflict', { status: t(`status.${notice.theirs.status}`) })}
          </p>
        ) : null}
        <SelectField label={t('fields.status')} placeholder={false} options={ISSUE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))} {...form.select('status')} />
        <SelectField label={t('fields.category')} placeholder={false} options={(categories.data?.items ?? [record.category]).map((c) => ({ value: c.id, label: c.name }))} {...form.select('categoryId')} />
        <SelectField
          label={t('fields.assignee')}
          placeholder={t('nobody')}
          options={(assignees.data?.items ?? (record.assignee ? [record.assignee] : [])).map((a) => ({ value: `${a.kind}:${a.id}`, label: a.kind === 'department' ? t('departmentName', { name: a.name }) : a.name }))}
          {...form.select('assignee')}
        />
        <TextAreaField label={t('fields.description')} maxLength={4000} {...form.text('description')} />
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
