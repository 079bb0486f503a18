import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/focus-ring';

/** The product's mark and name, leading to the dashboard. */
export function Brand({ onNavigate, tone, compact = false }: { onNavigate?: () => void; tone: 'dark' | 'light'; compact?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Link
      to="/dashboard"
      onClick={onNavigate}
      className={`flex items-center gap-2.5 rounded-md text-base font-semibold tracking-tight ${focusRing} ${tone === 'dark' ? 'text-white' : 'text-slate-900'}`}
    >
      <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-sky-500 text-white shadow-sm">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" className="size-5">
          <path d="M4 17l5-5 4 4 7-8" />
          <path d="M15 8h5v5" />
        </svg>
      </span>
      {/* Compact (the phone's top bar): the mark alone shows; the name stays the link's name. */}
      <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>{t('app.name')}</span>
    </Link>
  );
}
