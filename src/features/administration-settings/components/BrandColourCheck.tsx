import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { contrastRatio, meetsAA } from '../model/contrast';

/**
 * The style page's brand colour, checked against WCAG AA as it is typed: white text on it (buttons,
 * the portal's header) and it as text on white (links in letters).
 */
export function BrandColourCheck({ colour }: { colour: string }) {
  const { t, i18n } = useTranslation('administration-settings');
  const id = useId();
  const valid = /^#[0-9a-fA-F]{6}$/.test(colour);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const checks = [
    { key: 'onColour', foreground: '#ffffff', background: colour },
    { key: 'asText', foreground: colour, background: '#ffffff' },
  ] as const;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {t('style.title')}
      </h3>
      {valid ? (
        <ul className="flex flex-col gap-2" aria-live="polite">
          {checks.map((check) => {
            const ratio = contrastRatio(check.foreground, check.background) ?? 1;
            const passes = meetsAA(check.foreground, check.background);
            return (
              <li key={check.key} className="flex flex-col gap-1">
                <span className="rounded px-3 py-1 text-sm" style={{ color: check.foreground, backgroundColor: check.background, border: '1px solid #cbd5e1' }}>
                  {t(`style.${check.key}`)}
                </span>
                <span className="text-sm text-slate-800">{t(passes ? 'style.passes' : 'style.fails', { ratio: number.format(ratio) })}</span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t('setup.style.colourInvalid')}</p>
      )}
    </section>
  );
}
