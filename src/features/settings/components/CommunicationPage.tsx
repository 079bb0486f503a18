import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  getCommunicationSettings,
  getGetCommunicationSettingsQueryKey,
  getGetCommunicationSettingsSuspenseQueryOptions,
  updateCommunicationSettings,
  useListNotificationSettings,
} from '@/api/generated/endpoints/settings/settings';
import { TextAreaField, TextField } from '@/components/form/fields';
import { QueryErrorView } from '@/components/QueryErrorView';
import { Spinner } from '@/components/ui/Spinner';
import { textLinkClass } from '@/components/ui/link';
import { settingsLink } from '@/navigation/links';
import { communicationSchema, communicationValues, communicationWrite } from '../model/forms';
import { SettingsForm } from '@/components/form/SettingsForm';
import { SettingsFrame } from './SettingsFrame';

export function CommunicationPage({ administrationId }: { administrationId: string }) {
  const { t } = useTranslation(['settings', 'placeholders']);
  const record = useSuspenseQuery(getGetCommunicationSettingsSuspenseQueryOptions(administrationId)).data;
  return (
    <SettingsFrame page="communication">
      <p className="mb-4 text-sm text-slate-700">{t('communication.intro')}</p>
      <SettingsForm
        administrationId={administrationId}
        label={t('placeholders:settings.pages.communication')}
        record={record}
        queryKey={getGetCommunicationSettingsQueryKey(administrationId)}
        keep={['settings', administrationId, 'communication']}
        schema={communicationSchema}
        valuesOf={communicationValues}
        toWrite={communicationWrite}
        operationId="updateCommunicationSettings"
        send={(write, ifMatch) => updateCommunicationSettings(administrationId, write, ifMatch)}
        refetch={() => getCommunicationSettings(administrationId)}
        labelOf={(field) => t(`communication.${field as 'senderName'}`)}
      >
        {(form) => (
          <>
            <TextField label={t('communication.senderName')} {...form.text('senderName')} required maxLength={70} autoComplete="organization" />
            <TextField label={t('communication.senderEmail')} type="email" {...form.text('senderEmail')} required maxLength={254} autoComplete="email" />
            <TextField label={t('communication.replyTo')} hint={t('communication.replyToHint')} type="email" {...form.text('replyTo')} maxLength={254} autoComplete="email" />
            <TextField label={t('communication.smsSenderId')} hint={t('communication.smsSenderIdHint')} {...form.text('smsSenderId')} required maxLength={11} autoComplete="off" className="max-w-xs" />
            <TextAreaField label={t('communication.postalAddress')} {...form.text('postalAddress')} required maxLength={300} rows={3} />
          </>
        )}
      </SettingsForm>
      <Notifications administrationId={administrationId} />
    </SettingsFrame>
  );
}

function Notifications({ administrationId }: { administrationId: string }) {
  const { t } = useTranslation('settings');
  const query = useListNotificationSettings(administrationId);
  return (
    <section aria-labelledby="settings-notifications" className="mt-8 flex flex-col gap-3">
      <h2 id="settings-notifications" className="text-lg font-semibold text-slate-900">
        {t('communication.notifications')}
      </h2>
      <p className="text-sm text-slate-700">{t('communication.notificationsIntro')}</p>
      {query.isPending ? (
        <Spinner label={t('communication.notifications')} />
      ) : query.isError ? (
        <QueryErrorView error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {query.data.items.map((notification) => (
            <li key={notification.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <Link {...settingsLink('communication/notifications/$id', notification.id)} className={textLinkClass}>
                {t(`communication.events.${notification.event}`)}
              </Link>
              <span className="text-sm text-slate-600">
                {notification.enabled ? t('communication.on') : t('communication.off')} · {t('communication.recipientCount', { count: notification.recipients.length })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
