import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';

type PanelMessageProps = {
  children: ReactNode;
  /** error: something failed (read out at once), with a way to try again when given. */
  tone?: 'info' | 'error';
  retry?: () => void;
};

/** What a panel of a record's page says instead of its content: nothing yet, not allowed, or failed. */
export function PanelMessage({ children, tone = 'info', retry }: PanelMessageProps) {
  const { t } = useTranslation();
  const error = tone === 'error';
  return (
    <div
      role={error ? 'alert' : undefined}
      className={`flex flex-wrap items-center gap-3 rounded-lg border px-4 py-3 text-sm ${error ? 'border-red-200 bg-red-50 text-red-900' : 'border-dashed border-slate-300 bg-white text-slate-700'}`}
    >
      <p>{children}</p>
      {retry && (
        <Button variant="secondary" size="sm" onClick={retry}>
          {t('errors.tryAgain')}
        </Button>
      )}
    </div>
  );
}
