import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionPanels } from '@/components/records/ActionPanelHost';
import { Button } from '@/components/ui/Button';
import { NewTaskForm, type NewTaskFormProps } from './NewTaskForm';
import { TasksList, type TasksScope, type TasksSearch } from './TasksList';

type Props = {
  administrationId: string;
  search: TasksSearch;
  onSearchChange: (next: TasksSearch) => void;
  /** The list's fixed filter: this record's tasks. */
  scope: TasksScope;
  /** What a new task is about (the record of the tab). */
  about: NewTaskFormProps['about'];
  label: string;
  exportName: string;
};

/**
 * The tasks tab of a customer, an invoice, an issue or a super debtor: that record's tasks on the
 * list kit, and "New task". On a page with action panels (customers, invoices, super debtors) it
 * opens the task panel (`?action=task`); on an issue it opens the same form above the list.
 */
export function TasksTab({ administrationId, search, onSearchChange, scope, about, label, exportName }: Props) {
  const { t } = useTranslation('tasks');
  const panels = useActionPanels();
  const [inline, setInline] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      {panels ? (
        panels.allowed('task') && (
          <div>
            <Button size="sm" onClick={(event) => panels.open('task', event.currentTarget)}>
              {t('newTask')}
            </Button>
          </div>
        )
      ) : inline ? (
        <section aria-labelledby="new-task-title" className="rounded-lg border border-slate-200 bg-white p-4">
          <h3 id="new-task-title" className="mb-3 font-semibold text-slate-900">
            {t('newTask')}
          </h3>
          <NewTaskForm administrationId={administrationId} about={about} onDone={() => setInline(false)} onCancel={() => setInline(false)} />
        </section>
      ) : (
        <div>
          <Button size="sm" onClick={() => setInline(true)}>
            {t('newTask')}
          </Button>
        </div>
      )}
      <TasksList administrationId={administrationId} search={search} onSearchChange={onSearchChange} scope={scope} label={label} exportName={exportName} />
    </div>
  );
}
