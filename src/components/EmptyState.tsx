import { useTranslation } from 'react-i18next';

type EmptyStateProps = {
  /** Defaults to the generic "not connected yet" wording. */
  title?: string;
  body?: string;
  /** h2 directly under the page title (default), h3 inside a section with its own h2. */
  headingLevel?: 2 | 3;
};

/**
 * What a screen shows while it has nothing to show. The default says plainly that the area is not
 * connected to the server yet: a frame without data must never look like real, empty data.
 */
export function EmptyState({ title, body, headingLevel = 2 }: EmptyStateProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <Heading className="text-lg font-semibold text-slate-900">{title ?? t('empty.title')}</Heading>
      <p className="max-w-prose text-slate-700">{body ?? t('empty.body')}</p>
    </div>
  );
}
