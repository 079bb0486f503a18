import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getGetStyleSettingsQueryKey,
  getStyleSettings,
  updateStyleSettings,
  uploadLogo,
  useGetStyleSettings,
} from '@/api/generated/endpoints/administration-setup/administration-setup';
import type { StyleSettings } from '@/api/generated/model';
import { ApiError } from '@/api/errors';
import { useProtectedImage } from '@/api/protected-image';
import { TextField } from '@/components/form/fields';
import { QueryPanel } from '@/components/QueryPanel';
import { SettingsForm } from '@/components/form/SettingsForm';
import { checkLogo, LOGO_ACCEPT, LOGO_SIGNATURE_BYTES, type LogoRefusal } from '@/lib/administration-setup/model/logo';
import { styleSchema, styleValues, styleWrite } from '../model/setup-forms';
import { BrandColourCheck } from './BrandColourCheck';

/**
 * The style page: the logo (PNG or JPEG of at most 1 MB, checked here before it is sent and again by
 * the server; SVG refused) and the brand colour (saved with If-Match, ConflictPanel on a 412, white
 * text on it checked against WCAG AA). Letters and the customer portal's preview show both.
 */
export function StylePage({ administrationId }: { administrationId: string }) {
  // The form kit's settings form speaks the settings namespace: loaded with the page, not after it.
  const { t } = useTranslation(['administration-settings', 'settings']);
  const style = useGetStyleSettings(administrationId);
  return (
    <QueryPanel title={t('setup.style.title')} query={style} failed={t('setup.style.loadError')}>
      {(data) => (
        <div className="flex flex-col gap-8">
          <p className="max-w-prose text-sm text-slate-700">{t('setup.style.intro')}</p>
          <LogoSection administrationId={administrationId} style={data} />
          {/* A new logo is a new version of the style: the colour's form starts again from it. */}
          <BrandColourForm key={data.logo?.imageId ?? 'none'} administrationId={administrationId} style={data} />
        </div>
      )}
    </QueryPanel>
  );
}

function BrandColourForm({ administrationId, style }: { administrationId: string; style: StyleSettings }) {
  const { t } = useTranslation('administration-settings');
  return (
    <SettingsForm
      administrationId={administrationId}
      label={t('setup.style.colourForm')}
      record={style}
      queryKey={getGetStyleSettingsQueryKey(administrationId)}
      keep={['administration-setup', administrationId, 'style']}
      schema={styleSchema}
      valuesOf={styleValues}
      toWrite={styleWrite}
      operationId="updateStyleSettings"
      send={(write, ifMatch) => updateStyleSettings(administrationId, write, ifMatch)}
      refetch={() => getStyleSettings(administrationId)}
      labelOf={() => t('style.colour')}
      aside={(form) => <BrandColourCheck colour={form.values.brandColour ?? ''} />}
    >
      {(form) => (
        <TextField
          label={t('style.colour')}
          hint={t('setup.style.colourHint')}
          {...form.text('brandColour')}
          required
          maxLength={7}
          autoComplete="off"
          spellCheck={false}
          className="max-w-xs"
        />
      )}
    </SettingsForm>
  );
}

async function headOf(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, LOGO_SIGNATURE_BYTES).arrayBuffer());
}

/** The current logo and the file field that replaces it. */
function LogoSection({ administrationId, style }: { administrationId: string; style: StyleSettings }) {
  const { t, i18n } = useTranslation('administration-settings');
  const queryClient = useQueryClient();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const refusal = (reason: LogoRefusal) => t(`setup.style.refused.${reason}`);
  const kilobytes = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setDone(false);
    if (!file) return;
    const check = checkLogo(file, await headOf(file));
    if ('refused' in check) {
      setError(refusal(check.refused));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const saved = await uploadLogo(administrationId, { file }, { headers: { 'If-Match': style.etag } });
      queryClient.setQueryData(getGetStyleSettingsQueryKey(administrationId), saved);
      setDone(true);
      if (input.current) input.current.value = '';
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 412) {
        setError(t('setup.style.logoConflict'));
        void queryClient.invalidateQueries({ queryKey: getGetStyleSettingsQueryKey(administrationId) });
      } else if (failure instanceof ApiError && failure.status === 413) setError(refusal('tooLarge'));
      else if (failure instanceof ApiError && failure.status === 415) setError(refusal('notImage'));
      else if (failure instanceof ApiError && failure.status === 422) setError(refusal('empty'));
      else setError(t('setup.style.logoFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {t('setup.style.logo')}
      </h3>
      {style.logo ? (
        <figure className="flex flex-wrap items-center gap-3">
          <LogoImage path={`/administrations/${administrationId}/images/${style.logo.imageId}`} alt={t('setup.style.logoAlt')} />
          <figcaption className="text-sm text-slate-700">
            {t('setup.style.logoFile', { name: style.logo.fileName, size: kilobytes.format(Math.max(1, Math.round(style.logo.size / 1024))) })}
          </figcaption>
        </figure>
      ) : (
        <p className="text-sm text-slate-600">{t('setup.style.noLogo')}</p>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-800">
          {style.logo ? t('setup.style.replaceLogo') : t('setup.style.uploadLogo')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {t('setup.style.logoHint')}
        </p>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={LOGO_ACCEPT}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={(event) => void choose(event)}
          className="max-w-sm text-sm file:mr-3 file:rounded file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5"
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-800">
            {error}
          </p>
        ) : null}
        <p role="status" className="text-sm text-green-800">
          {busy ? t('setup.style.uploading') : done ? t('setup.style.logoSaved') : ''}
        </p>
      </div>
    </section>
  );
}

/**
 * The logo, fetched with the token. Not the ProtectedImage component: shared with the templates
 * list it would become a chunk of its own in the first load of /templates.
 */
function LogoImage({ path, alt }: { path: string; alt: string }) {
  const { src } = useProtectedImage(path, true);
  return src ? <img src={src} alt={alt} className="h-16 w-auto max-w-48 rounded border border-slate-200 bg-white object-contain p-1" /> : <span className="block h-16 w-32 rounded bg-slate-100" />;
}
