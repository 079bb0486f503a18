import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useGetProfile } from '@/api/generated/endpoints/administrations/administrations';
import { useListSuperDebtorMembers } from '@/api/generated/endpoints/super-debtors/super-debtors';
import { useCreateTask, useListTaskAssignees } from '@/api/generated/endpoints/tasks/tasks';
import type { TaskCreate, TaskType } from '@/api/generated/model';
import { DateField, SelectField, TextAreaField, TextField } from '@/components/form/fields';
import { FormAlert, SubmitButton } from '@/components/form/form-parts';
import { useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/Button';
import { TASK_TYPES } from '../model/tasks-list';
import { assigneeOf, todayIso } from '../model/task-values';
import { assigneeName } from './TasksList';

const PRIORITIES = ['low', 'normal', 'high'] as const;

const schema = z.object({
  title: z.string({ error: 'tasks:form.titleRequired' }).trim().min(1, 'tasks:form.titleRequired').max(200),
  type: z.enum(TASK_TYPES),
  dueDate: z.string({ error: 'tasks:form.dueDateRequired' }).min(1, 'tasks:form.dueDateRequired'),
  priority: z.enum(PRIORITIES),
  assignee: z.string().optional(),
  customerId: z.string().optional(),
  notes: z.string().trim().max(5000).optional(),
});

export type NewTaskFormProps = {
  administrationId: string;
  /** What the task is about: the record it is made from. A super debtor's task names one of its members, or none. */
  about: { customerId?: string; invoiceId?: string; issueId?: string; superDebtorId?: string };
  /** Values to start from (a follow-up after an unanswered call). */
  prefill?: { type?: TaskType; title?: string; dueDate?: string };
  onDone: (created: { id: string }) => void;
  onCancel: () => void;
};

/**
 * A new task: title, type, due date (today by default), priority, assignee (the user by default;
 * a department, or nobody) and notes, about the record it is made from. Sent once per form with an
 * Idempotency-Key, so a double click or a retry after a lost answer makes one task.
 */
export function NewTaskForm({ administrationId, about, prefill, onDone, onCancel }: NewTaskFormProps) {
  const { t } = useTranslation('tasks');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const profile = useGetProfile(administrationId);
  const assignees = useListTaskAssignees(administrationId);
  const members = useListSuperDebtorMembers(administrationId, about.superDebtorId ?? '', { 'per-page': 100 }, { query: { enabled: Boolean(about.superDebtorId) && !about.customerId } });
  const create = useCreateTask({ request: { headers: { 'Idempotency-Key': idempotencyKey } } });
  const me = profile.data?.id;
  const form = useForm({
    schema,
    initialValues: {
      title: prefill?.title ?? '',
      type: prefill?.type ?? 'call',
      dueDate: prefill?.dueDate ?? todayIso(),
      priority: 'normal',
      assignee: me ? `user:${me}` : '',
      customerId: about.customerId ?? '',
      notes: '',
    },
  });

  const submit = form.handleSubmit(async (data) => {
    const body: TaskCreate = {
      title: data.title,
      type: data.type,
      dueDate: data.dueDate,
      priority: data.priority,
      assignee: assigneeOf(data.assignee),
      customerId: data.customerId || null,
      invoiceId: about.invoiceId ?? null,
      issueId: about.issueId ?? null,
      notes: data.notes ?? '',
    };
    const created = await create.mutateAsync({ administrationId, data: body });
    onDone({ id: created.id });
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert message={form.formError} />
      <TextField label={t('fields.title')} maxLength={200} autoComplete="off" {...form.text('title')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('fields.type')} placeholder={false} options={TASK_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))} {...form.select('type')} />
        <DateField label={t('fields.dueDate')} {...form.date('dueDate')} />
        <SelectField label={t('fields.priority')} placeholder={false} options={PRIORITIES.map((value) => ({ value, label: t(`priority.${value}`) }))} {...form.select('priority')} />
        <SelectField
          label={t('fields.assignee')}
          placeholder={t('nobody')}
          options={(assignees.data?.items ?? []).map((a) => ({ value: `${a.kind}:${a.id}`, label: assigneeName({ assignee: a }, t) }))}
          {...form.select('assignee')}
        />
      </div>
      {about.superDebtorId && !about.customerId ? (
        <SelectField label={t('fields.customer')} placeholder={t('form.noCustomer')} options={(members.data?.items ?? []).map((m) => ({ value: m.id, label: `${m.name} (${m.number})` }))} {...form.select('customerId')} />
      ) : null}
      <TextAreaField label={t('fields.notes')} maxLength={5000} {...form.text('notes')} />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={form.submitting} size="md" fullWidth={false}>
          {t('form.create')}
        </SubmitButton>
        <Button variant="subtle" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      </div>
    </form>
  );
}
