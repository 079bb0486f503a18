import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as operationPermission from '@/api/generated/operation-permissions';
import { usePermission } from '@/api/permissions';
import { AREAS } from '@/navigation/areas';
import { AgingCard, ArrangementsCard, BalancesCard, DsoCard, IssuesCard, MailCard, TasksCard } from './DashboardCards';
import { JourneysCard } from './JourneysCard';

/**
 * The cards of `/dashboard`. The money cards are every member's (the dashboard's own figures); the
 * mail, issues, arrangements, tasks and journeys cards only for those who may read them, as the server decides
 * (each card's operation carries its `x-permission`). Someone who may open none of the lists the
 * figures lead to reads them as plain figures and is told why.
 */
export function DashboardPage({ administrationId, children }: { administrationId: string; children?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const mail = usePermission(operationPermission.getDashboardMail);
  const issues = usePermission(operationPermission.getDashboardIssues);
  const arrangements = usePermission(operationPermission.getDashboardArrangements);
  const tasks = usePermission(operationPermission.getDashboardTasks);
  const journeys = usePermission(operationPermission.getJourneyNextDays);
  const invoices = usePermission(AREAS.invoices.permission);
  return (
    <div className="flex flex-col gap-4">
      {invoices.fetched && !invoices.allowed ? <p className="text-slate-700">{t('figuresOnly')}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <BalancesCard administrationId={administrationId} />
        <DsoCard administrationId={administrationId} />
        {mail.allowed ? <MailCard administrationId={administrationId} /> : null}
        <AgingCard administrationId={administrationId} />
        {issues.allowed ? <IssuesCard administrationId={administrationId} /> : null}
        {arrangements.allowed ? <ArrangementsCard administrationId={administrationId} /> : null}
        {tasks.allowed ? <TasksCard administrationId={administrationId} /> : null}
        {journeys.allowed ? <JourneysCard administrationId={administrationId} /> : null}
        {children}
      </div>
    </div>
  );
}
