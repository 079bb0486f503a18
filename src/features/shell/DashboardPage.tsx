import { useTranslation } from 'react-i18next';

export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="text-2xl font-semibold">
        {t('dashboard.title')}
      </h1>
      <p className="mt-4 rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600">{t('dashboard.empty')}</p>
    </section>
  );
}
