import { useNavigate, useRouteContext, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/PageFrame';
import { AREAS } from '@/navigation/areas';
import { areaCrumbs } from '@/navigation/links';
import { ReportsPage } from './ReportsPage';

/** /reports: the reports in the page frame; the aging report's day is the address's `asAt` (today when absent). */
export function ReportsScreen() {
  const { t } = useTranslation(['reports', 'navigation']);
  const { administrationId } = useRouteContext({ from: '/_app/reports' });
  const { asAt } = useSearch({ from: '/_app/reports' });
  const navigate = useNavigate({ from: '/reports' });
  return (
    <PageFrame title={t(AREAS.reports.titleKey)} breadcrumbs={areaCrumbs(t, 'reports')}>
      <ReportsPage administrationId={administrationId} asAt={asAt} onAsAtChange={(next) => void navigate({ search: next ? { asAt: next } : {}, replace: true })} />
    </PageFrame>
  );
}
