import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/PageFrame';
import { AREAS } from '@/navigation/areas';
import { areaCrumbs } from '@/navigation/links';
import { TasksList, type TasksSearch } from './TasksList';

export { tasksList, type TasksSearch } from './TasksList';

type Props = {
  administrationId: string;
  search: TasksSearch;
  onSearchChange: (next: TasksSearch) => void;
};

/** /tasks: the day's queue of the administration, in quick views kept in the address (SPEC §2). */
export function TasksListPage({ administrationId, search, onSearchChange }: Props) {
  const { t } = useTranslation(['tasks', 'navigation']);
  return (
    <PageFrame title={t(AREAS.tasks.titleKey)} breadcrumbs={areaCrumbs(t, 'tasks')}>
      <TasksList administrationId={administrationId} search={search} onSearchChange={onSearchChange} label={t(AREAS.tasks.titleKey)} exportName="tasks" />
    </PageFrame>
  );
}
