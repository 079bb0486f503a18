import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The server refused (403): the user lacks the permission in this administration. */
export function ForbiddenPanel() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-lg border border-slate-200 bg-white px-6 py-10 text-center shadow-sm"
    >
      <p aria-hidden="true" className="text-5xl font-bold text-blue-900">
        403
      </p>
      <h2 id={titleId} className="text-xl font-semibold">
        {t('errors.forbiddenTitle')}
      </h2>
      <p className="text-slate-700">{t('errors.forbiddenBody')}</p>
    </section>
  );
}
