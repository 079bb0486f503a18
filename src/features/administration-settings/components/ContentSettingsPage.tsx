import { useTranslation } from 'react-i18next';
import { getContentSettings, getGetContentSettingsQueryKey, updateContentSettings, useGetContentSettings } from '@/api/generated/endpoints/administration-setup/administration-setup';
import { SelectField, TextAreaField, TextField } from '@/components/form/fields';
import { SettingsForm } from '@/components/form/SettingsForm';
import { QueryPanel } from '@/components/QueryPanel';
import { CONTENT_LANGUAGES, contentSchema, contentValues, contentWrite, TONES } from '../model/setup-forms';

/**
 * The content settings: the language and tone of messages to customers who have none of their
 * own, the letter footer, the e-mail signature and the legal text, saved with If-Match
 * (ConflictPanel on a 412, input kept on a failed save, a question before leaving unsaved changes).
 */
export function ContentSettingsPage({ administrationId }: { administrationId: string }) {
  const { t } = useTranslation(['administration-settings', 'settings']);
  const content = useGetContentSettings(administrationId);
  return (
    <QueryPanel title={t('setup.content.title')} query={content} failed={t('setup.content.loadError')} forbidden={t('staff.forbidden')}>
      {(data) => (
        <div className="flex flex-col gap-4">
          <p className="max-w-prose text-sm text-slate-700">{t('setup.content.intro')}</p>
          <SettingsForm
            administrationId={administrationId}
            label={t('setup.content.form')}
            record={data}
            queryKey={getGetContentSettingsQueryKey(administrationId)}
            keep={['administration-setup', administrationId, 'content']}
            schema={contentSchema}
            valuesOf={contentValues}
            toWrite={contentWrite}
            operationId="updateContentSettings"
            send={(write, ifMatch) => updateContentSettings(administrationId, write, ifMatch)}
            refetch={() => getContentSettings(administrationId)}
            labelOf={(field) => t(`setup.content.${field as 'tone'}`)}
          >
            {(form) => (
              <>
                <SelectField
                  label={t('setup.content.defaultLanguage')}
                  {...form.select('defaultLanguage')}
                  required
                  placeholder={false}
                  options={CONTENT_LANGUAGES.map((value) => ({ value, label: t(`setup.content.languages.${value}`) }))}
                  className="max-w-xs"
                />
                <SelectField
                  label={t('setup.content.tone')}
                  {...form.select('tone')}
                  required
                  placeholder={false}
                  options={TONES.map((value) => ({ value, label: t(`setup.content.tones.${value}`) }))}
                  className="max-w-xs"
                />
                <TextField label={t('setup.content.letterFooter')} hint={t('setup.content.letterFooterHint')} {...form.text('letterFooter')} maxLength={300} />
                <TextAreaField label={t('setup.content.emailSignature')} hint={t('setup.content.emailSignatureHint')} {...form.text('emailSignature')} maxLength={1000} rows={4} />
                <TextAreaField label={t('setup.content.legalText')} hint={t('setup.content.legalTextHint')} {...form.text('legalText')} maxLength={2000} rows={3} />
              </>
            )}
          </SettingsForm>
        </div>
      )}
    </QueryPanel>
  );
}
