import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import type { EditComparison } from '@/lib/edit-conflict';

export type ConflictPanelProps = {
  comparison: EditComparison;
  /** Says whose change it was, in the record's words: "Someone else changed this customer". */
  title: string;
  /** Why nothing was saved, when they changed fields of this form. */
  intro: string;
  /** The same, when they changed only what the form does not hold (the table is left out). */
  introOutside: string;
  /** The form's label of a field. */
  labelOf: (field: string) => string;
  /** A value as the user reads it (default: the text, "(empty)" for none, yes/no for a box). */
  display?: (field: string, value: unknown) => string;
  /** The panel's heading; it takes focus when the panel appears, so it is read out first. */
  headingRef: Ref<HTMLHeadingElement>;
  /** The heading's level under the form's own heading (default 4). */
  headingLevel?: 3 | 4;
  /** Puts the other version's value of a field both changed into the form. */
  onUseTheirs: (field: string) => void;
  onApply: () => void;
  onDiscard: () => void;
};

/**
 * What changed while the user was editing (a versioned save answered 412): each field changed
 * with its value when editing started, the value saved meanwhile and what the form holds now.
 * The user's edits stay in the form; they choose to put them on top of the latest version or to
 * drop them. Every form of a versioned record shows it (use-edit-conflict.ts).
 */
export function ConflictPanel({ comparison, title, intro, introOutside, labelOf, display, headingRef, headingLevel = 4, onUseTheirs, onApply, onDiscard }: ConflictPanelProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const ids = useId();
  const changes = comparison.theirs;
  const show =
    display ??
    ((_field: string, value: unknown) => {
      if (typeof value === 'boolean') return value ? t('form.yes') : t('form.no');
      const text = value === undefined || value === null ? '' : String(value).trim();
      return text === '' ? t('form.conflict.empty') : text;
    });

  return (
    <section aria-labelledby={`${ids}-title`} aria-describedby={`${ids}-intro`} className="flex flex-col gap-3 rounded-lg border-2 border-amber-500 bg-amber-50 p-4 text-slate-950">
      <Heading id={`${ids}-title`} ref={headingRef} tabIndex={-1} className="text-base font-semibold focus:outline-none">
        {title}
      </Heading>
      <p id={`${ids}-intro`}>{changes.length > 0 ? intro : introOutside}</p>
      {changes.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t('form.conflict.caption')}</caption>
            <thead>
              <tr className="border-b border-amber-300">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t('form.conflict.field')}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t('form.conflict.before')}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t('form.conflict.theirs')}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t('form.conflict.mine')}
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => {
                const label = labelOf(change.field);
                return (
                  <tr key={change.field} className="border-b border-amber-200 align-top last:border-b-0">
                    <th scope="row" className="py-2 pr-4 font-medium">
                      {label}
                    </th>
                    <td className="py-2 pr-4 break-words">
                      <span className="text-slate-700">{show(change.field, change.before)}</span>
                    </td>
                    <td className="py-2 pr-4 font-medium break-words">{show(change.field, change.theirs)}</td>
                    <td className="py-2 break-words">
                      {change.conflict ? (
                        <div className="flex flex-col items-start gap-1">
                          <span className="font-medium">{show(change.field, change.mine)}</span>
                          <span className="text-slate-800">{t('form.conflict.bothChanged')}</span>
                          <Button variant="subtle" size="sm" onClick={() => onUseTheirs(change.field)}>
                            {t('form.conflict.useTheirs', { field: label })}
                          </Button>
                        </div>
                      ) : change.sameAsMine ? (
                        t('form.conflict.sameChange')
                      ) : (
                        <span className="text-slate-700">{t('form.conflict.notChanged')}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={onApply}>{t('form.conflict.apply')}</Button>
        <Button variant="secondary" onClick={onDiscard}>
          {t('form.conflict.discard')}
        </Button>
      </div>
    </section>
  );
}
