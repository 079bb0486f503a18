import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contrastRatio, meetsAA } from '../model/contrast';

/**
 * The style page's brand colour, checked against WCAG AA as it is typed: white text on it (buttons,
 * the portal's header) and it as text on white (links in letters). Saving it is not connected yet.
 */
export function BrandColourCheck() {
  const { t, i18n } = useTranslation('administration-settings');
  const id = useId();
  const [colour, setColour] = useState('#1d4ed8');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const checks = [
    { key: 'onColour', foreground: '#ffffff', background: colour },
    { key: 'asText', foreground: colour, background: '#ffffff' },
  ] as const;
  return (
    <section aria-labelledby={`${id}-title`} className="flex max-w-xl flex-col gap-3">
      <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {t('style.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('style.notConnected')}</p>
      <label htmlFor={`${id}-colour`} className="text-sm font-medium text-slate-800">
        {t('style.colour')}
      </label>
      <div className="flex items-center gap-3">
        <input id={`${id}-colour`} type="color" value={colour} onChange={(event) => setColour(event.target.value)} className="h-10 w-16 rounded border border-slate-300" />
        <code className="text-sm">{colour}</code>
      </div>
      <ul className="flex flex-col gap-2" aria-live="polite">
        {checks.map((check) => {
          const ratio = contrastRatio(check.foreground, check.background) ?? 1;
          const passes = meetsAA(check.foreground, check.background);
          return (
            <li key={check.key} className="flex flex-wrap items-center gap-3">
              <span className="rounded px-3 py-1 text-sm" style={{ color: check.foreground, backgroundColor: check.background, border: '1px solid #cbd5e1' }}>
                {t(`style.${check.key}`)}
              </span>
              <span className="text-sm text-slate-800">
                {t(passes ? 'style.passes' : 'style.fails', { ratio: number.format(ratio) })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
