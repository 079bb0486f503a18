import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { AppLink } from '@/components/app-link';
import { textLinkClass } from '@/components/ui/link';

/** The areas a record's tab lists whose screens and data come in later work. */
export type LaterArea = 'tasks' | 'issues' | 'arrangements';

type Props = {
  area: LaterArea;
  /** The record as the sentence names it: a customer's or group's name, "invoice 2026-00412". */
  record: string;
  /** Where related data that does exist is shown (the disputed invoices for issues, say). */
  related?: { link: AppLink; label: string };
};

/**
 * A record's tab whose area is not part of this release: the mock backend holds no tasks, issues
 * or arrangements, so the tab says so plainly, naming the record, rather than showing an
 * empty list that would read as "none exist". Where the records already carry a trace of the area
 * (invoices marked disputed or in an arrangement), it points there.
 *
 * Its words are in the invoices namespace, beside the invoices tab these records share.
 */
export function LaterAreaTab({ area, record, related }: Props) {
  const { t } = useTranslation('invoices');
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <h3 className="text-lg font-semibold text-slate-900">{t(`laterAreas.${area}.title`)}</h3>
      <p className="max-w-prose text-slate-700">{t(`laterAreas.${area}.body`, { record })}</p>
      {related && (
        <Link {...related.link} className={textLinkClass}>
          {related.label}
        </Link>
      )}
    </div>
  );
}
