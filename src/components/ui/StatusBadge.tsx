import type { ReactNode } from 'react';

/**
 * What a status means to the person working the list, as a colour family. Every tone is dark text
 * on a light tint with a border (contrast above 4.5:1), and the badge always carries its text: the
 * colour helps the eye, it never says anything alone.
 */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'paused' | 'agreed' | 'critical';

const TONES: Record<StatusTone, string> = {
  neutral: 'border-slate-300 bg-slate-100 text-slate-800',
  info: 'border-blue-200 bg-blue-50 text-blue-900',
  success: 'border-green-200 bg-green-50 text-green-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  danger: 'border-red-200 bg-red-50 text-red-900',
  paused: 'border-violet-200 bg-violet-50 text-violet-900',
  agreed: 'border-teal-200 bg-teal-50 text-teal-900',
  critical: 'border-red-900 bg-red-800 text-white',
};

type StatusBadgeProps = {
  tone: StatusTone;
  /** The status in words (translated). */
  children: ReactNode;
};

/** A record's status in a list or on a record: a coloured badge with its name, on one line. */
export function StatusBadge({ tone, children }: StatusBadgeProps) {
  return (
    <span data-tone={tone} className={`inline-flex items-center rounded-full border px-2 py-px text-xs font-medium whitespace-nowrap ${TONES[tone]}`}>
      {children}
    </span>
  );
}
