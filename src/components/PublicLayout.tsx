import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The frame of the public screens (sign-in and friends): the product name over a centred card. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center px-4 py-10">
      <p className="mb-6 text-2xl font-semibold text-blue-900">{t('app.name')}</p>
      <main id="main" className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <Outlet />
      </main>
    </div>
  );
}
