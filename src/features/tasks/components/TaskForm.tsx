import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { getGetTaskQueryKey, getTask, updateTask, useListTaskAssignees } from '@/api/generated/endpoints/tasks/tasks';
import type { Task, TaskUpdate } from '@/api/generated/model';
import { useVersionedSave } from '@/api/versioned-save';
import { ConflictPanel } from '@/components/form/ConflictPanel';
import { DateField, SelectField, TextAreaField, TextField } from '@/components/form/fields';
import { FormAlert, FormNotice, FormNotices } from '@/components/form/form-parts';
import { useEditConflict } from '@/components/form/use-edit-conflict';
import { type FormValues, useForm } from '@/components/form/use-form';
import { Button } from '@/components/ui/Button';
import { formatDate } from '@/lib/format';
import { TASK_TYPES } from '../model/tasks-list';
import { assigneeOf, assigneeValue } from '../model/task-values';
import { assigneeName } from './TasksList';

const PRIORITIES = ['low', 'normal', 'high'] as const;

const schema = z.object({
  title: z.string({ error: 'tasks:form.titleRequired' }).trim().min(1, 'tasks:form.titleRequired').max(200),
  type: z.enum(TASK_TYPES),
  dueDate: z.string({ error: 'tasks:form.dueDateRequired' }).min(1, 'tasks:form.dueDateRequired'),
  priority: z.enum(PRIORITIES),
  assignee: z.string().optional(),
  notes: z.string().trim().max(5000).optional(),
});

type Values = FormValues<typeof schema>;

export const taskFormValuesOf = (task: Task): Values => ({ title: task.title, type: task.type, dueDate: task.dueDate, priority: task.priority, assignee: assigneeValue(task.assignee), notes: task.notes });

/**
 * Working a task: title, type, due date, priority, assignee and notes, saved with the version they
 * were edited on (`If-Match`, a PATCH of the fields). When someone else saved first, ConflictPanel
 * shows what they changed beside the user's edits, which stay; the user puts theirs on top of the
 * latest version or drops them. What the user types is kept in the browser until it is saved.
 */
export function TaskForm({ administrationId, record }: { administrationId: string; record: Task }) {
  const { t, i18n } = useTranslation('tasks');
  const language = i18n.language;
  const queryClient = useQueryClient();
  const assignees = useListTaskAssignees(administrationId);
  const form = useForm({ schema, initialValues: taskFormValuesOf(record), keep: ['task', administrationId, record.id] });
  const save = useVersionedSave({
    operationId: 'updateTask',
    administrationId,
    send: (data: TaskUpdate, ifMatch) => updateTask(administrationId, record.id, data, ifMatch),
    refetch: () => getTask(administrationId, record.id),
    queryKey: getGetTaskQueryKey(administrationId, record.id),
  });
  const conflict = useEditConflict({ form, record, valuesOf: taskFormValuesOf });
  const { saveButtonRef } = conflict;

  const submit = form.handleSubmit((data) =>
    conflict.save(
      (etag) => save.save({ title: data.title, type: data.type, dueDate: data.dueDate, priority: data.priority, assignee: assigneeOf(data.assignee), notes: data.notes ?? '' }, etag),
      (saved) => {
        queryClient.setQueryData(getGetTaskQueryKey(administrationId, saved.id), saved);
        form.reset(taskFormValuesOf(saved));
      },
    ),
  );

  const labels: Record<string, string> = { title: t('fields.title'), type: t('fields.type'), dueDate: t('fields.dueDate'), priority: t('fields.priority'), assignee: t('fields.assignee'), notes: t('fields.notes') };
  const assigneeOptions = (assignees.data?.items ?? (record.assignee ? [record.assignee] : [])).map((a) => ({ value: `${a.kind}:${a.id}`, label: assigneeName({ assignee: a }, t) }));
  const display = (field: string, value: unknown): string => {
    const text = value === undefined || value === null ? '' : String(value);
    if (text === '') return field === 'assignee' ? t('nobody') : t('form.conflict.empty', { ns: 'translation' });
    if (field === 'type') return t(`type.${text as Task['type']}`);
    if (field === 'priority') return t(`priority.${text as Task['priority']}`);
    if (field === 'dueDate') return formatDate(text, language);
    if (field === 'assignee') return assigneeOptions.find((o) => o.value === text)?.label ?? text;
    return text;
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="task-form-title" className="flex max-w-xl flex-col gap-3">
      <h3 id="task-form-title" className="text-base font-semibold text-slate-900">
        {t('form.legend')}
      </h3>
      {conflict.panel ? (
        <ConflictPanel
          {...conflict.panel}
          title={t('form.conflictTitle')}
          intro={t('form.conflictIntro')}
          introOutside={t('form.conflictIntroOutside')}
          labelOf={(field) => labels[field] ?? field}
          display={display}
          onDiscard={() => {
            form.kept.forget();
            form.reset(taskFormValuesOf(conflict.theirs ?? record));
          }}
        />
      ) : null}
      <FormAlert message={form.formError} />
      <FormNotices form={form} />
      <FormNotice message={conflict.notice} />
      <TextField label={labels.title ?? ''} maxLength={200} autoComplete="off" {...form.text('title')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={labels.type ?? ''} placeholder={false} options={TASK_TYPES.map((value) => ({ value, label: t(`type.${value}`) }))} {...form.select('type')} />
        <DateField label={labels.dueDate ?? ''} {...form.date('dueDate')} />
        <SelectField label={labels.priority ?? ''} placeholder={false} options={PRIORITIES.map((value) => ({ value, label: t(`priority.${value}`) }))} {...form.select('priority')} />
        <SelectField label={labels.assignee ?? ''} placeholder={t('nobody')} options={assigneeOptions} {...form.select('assignee')} />
      </div>
      <TextAreaField label={labels.notes ?? ''} maxLength={5000} {...form.text('notes')} />
      <div>
        <Button ref={saveButtonRef} type="submit" pending={form.submitting}>
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
