import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import type { EditComparison } from '../model/customer-changes';
import type { FieldPresentation } from './field-presentation';

type Props = {
  comparison: EditComparison;
  present: FieldPresentation;
  /** The panel's heading; it takes focus when the panel appears, so it is read out first. */
  headingRef: Ref<HTMLHeadingElement>;
  /** Puts the other user's value of a field both changed into the form. */
  onUseTheirs: (field: string) => void;
  onApply: () => void;
  onDiscard: () => void;
};

/**
 * What another user changed while this one was editing (a save answered 412): each field they
 * changed with its value when editing started, their value and what the form holds now. The
 * user's edits stay in the form below; they choose to put them on top of the latest version or
 * to drop them.
 */
export function ConflictPanel({ comparison, present, headingRef, onUseTheirs, onApply, onDiscard }: Props) {
  const { t } = useTranslation('customers');
  const ids = useId();
  const changes = comparison.theirs;

  return (
    <section aria-labelledby={`${ids}-title`} aria-describedby={`${ids}-intro`} className="flex flex-col gap-3 rounded-lg border-2 border-amber-500 bg-amber-50 p-4 text-slate-950">
      <h4 id={`${ids}-title`} ref={headingRef} tabIndex={-1} className="text-base font-semibold focus:outline-none">
        {t('edit.conflict.title')}
      </h4>
      <p id={`${ids}-intro`}>{changes.length > 0 ? t('edit.conflict.intro') : t('edit.conflict.introOutside')}</p>
      {changes.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t('edit.conflict.caption')}</caption>
            <thead>
              <tr className="border-b border-amber-300">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t('edit.conflict.field')}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t('edit.conflict.before')}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t('edit.conflict.theirs')}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t('edit.conflict.mine')}
                </th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => {
                const label = present.labelOf(change.field);
                return (
                  <tr key={change.field} className="border-b border-amber-200 align-top last:border-b-0">
                    <th scope="row" className="py-2 pr-4 font-medium">
                      {label}
                    </th>
                    <td className="py-2 pr-4 break-words">
                      <span className="text-slate-700">{present.display(change.field, change.before)}</span>
                    </td>
                    <td className="py-2 pr-4 font-medium break-words">{present.display(change.field, change.theirs)}</td>
                    <td className="py-2 break-words">
                      {change.conflict ? (
                        <div className="flex flex-col items-start gap-1">
                          <span className="font-medium">{present.display(change.field, change.mine)}</span>
                          <span className="text-slate-800">{t('edit.conflict.bothChanged')}</span>
                          <Button variant="subtle" size="sm" onClick={() => onUseTheirs(change.field)}>
                            {t('edit.conflict.useTheirs', { field: label })}
                          </Button>
                        </div>
                      ) : change.sameAsMine ? (
                        t('edit.conflict.sameChange')
                      ) : (
                        <span className="text-slate-700">{t('edit.conflict.notChanged')}</span>
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
        <Button onClick={onApply}>{t('edit.conflict.apply')}</Button>
        <Button variant="secondary" onClick={onDiscard}>
          {t('edit.conflict.discard')}
        </Button>
      </div>
    </section>
  );
}
