import { useTranslation } from 'react-i18next';

export function PageSpinner() {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return (
    <div role="status" className="flex min-h-40 items-center justify-center">
      <span aria-hidden="true" className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-blue-800" />
      <span className="sr-only">{ready ? t('common.loading') : 'Loading…'}</span>
    </div>
  );
}
