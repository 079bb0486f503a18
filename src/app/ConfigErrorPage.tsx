import { useTranslation } from 'react-i18next';
import { RuntimeConfigError } from '@/lib/config';

/** Shown instead of the app when /config.json is missing or invalid: nothing else can work. */
export function ConfigErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const details = error instanceof RuntimeConfigError ? error.details : [String(error)];
  return (
    <main className="mx-auto max-w-2xl p-8">
      <h1 className="text-2xl font-semibold text-red-800">{t('config.errorTitle')}</h1>
      <p className="mt-2 text-slate-700">{t('config.errorBody')}</p>
      <ul className="mt-4 list-disc pl-6 font-mono text-sm text-slate-800">
        {details.map((detail) => (
          <li key={detail}>{detail}</li>
        ))}
      </ul>
    </main>
  );
}
