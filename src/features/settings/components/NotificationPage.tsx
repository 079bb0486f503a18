import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  getGetNotificationSettingQueryKey,
  getGetNotificationSettingSuspenseQueryOptions,
  getNotificationSetting,
  updateNotificationSetting,
} from '@/api/generated/endpoints/settings/settings';
import { CheckboxField, SelectField, TextAreaField } from '@/components/form/fields';
import { textLinkClass } from '@/components/ui/link';
import { settingsLink } from '@/navigation/links';
import { notificationSchema, notificationValues, notificationWrite } from '../model/forms';
import { SettingsForm } from '@/components/form/SettingsForm';
import { SettingsFrame } from './SettingsFrame';

export function NotificationPage({ administrationId, notificationId }: { administrationId: string; notificationId: string }) {
  const { t } = useTranslation('settings');
  const record = useSuspenseQuery(getGetNotificationSettingSuspenseQueryOptions(administrationId, notificationId)).data;
  const title = t(`communication.events.${record.event}`);
  return (
    <SettingsFrame page="communication" notification={{ id: notificationId, title }}>
      <SettingsForm
        administrationId={administrationId}
        label={title}
        record={record}
        queryKey={getGetNotificationSettingQueryKey(administrationId, notificationId)}
        keep={['settings', administrationId, 'notification', notificationId]}
        schema={notificationSchema}
        valuesOf={notificationValues}
        toWrite={notificationWrite}
        operationId="updateNotificationSetting"
        send={(write, ifMatch) => updateNotificationSetting(administrationId, notificationId, write, ifMatch)}
        refetch={() => getNotificationSetting(administrationId, notificationId)}
        labelOf={(field) => t(`notification.${field as 'enabled'}`)}
      >
        {(form) => (
          <>
            <CheckboxField label={t('notification.enabled')} {...form.checkbox('enabled')} />
            <TextAreaField label={t('notification.recipients')} hint={t('notification.recipientsHint')} {...form.text('recipients')} rows={4} />
            <SelectField
              label={t('notification.frequency')}
              {...form.select('frequency')}
              required
              options={(['immediately', 'daily'] as const).map((value) => ({ value, label: t(`notification.frequencies.${value}`) }))}
              className="max-w-sm"
            />
          </>
        )}
      </SettingsForm>
      <p className="mt-6 text-sm">
        <Link {...settingsLink('communication')} className={textLinkClass}>
          {t('notification.back')}
        </Link>
      </p>
    </SettingsFrame>
  );
}
