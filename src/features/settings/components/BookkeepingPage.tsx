import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  disconnectBookkeeping,
  getBookkeepingSettings,
  getGetBookkeepingSettingsQueryKey,
  getGetBookkeepingSettingsSuspenseQueryOptions,
  syncBookkeeping,
  updateBookkeepingSettings,
} from '@/api/generated/endpoints/settings/settings';
import type { BookkeepingSettings } from '@/api/generated/model';
import { CheckboxField, SelectField } from '@/components/form/fields';
import { FormAlert } from '@/components/form/form-parts';
import { Button } from '@/components/ui/Button';
import { LazyConfirmDialog } from '@/components/ui/LazyDialog';
import { formatDateTime } from '@/lib/format';
import { BOOKKEEPING_PROVIDERS, PRODUCT_NAMES, bookkeepingSchema, bookkeepingValues, bookkeepingWrite, SYNC_INTERVALS } from '../model/forms';
import { SettingsForm } from '@/components/form/SettingsForm';
import { SettingsFrame } from './SettingsFrame';

/** How often a running synchronisation is asked how far it is. */
const POLL_MS = 1000;

export function BookkeepingPage({ administrationId }: { administrationId: string }) {
  const { t } = useTranslation(['settings', 'placeholders']);
  const queryKey = getGetBookkeepingSettingsQueryKey(administrationId);
  const record = useSuspenseQuery(
    getGetBookkeepingSettingsSuspenseQueryOptions(administrationId, {
      query: { refetchInterval: (query) => (query.state.data?.sync.state === 'running' ? POLL_MS : false) },
    }),
  ).data;
  return (
    <SettingsFrame page="bookkeeping">
      <p className="mb-4 text-sm text-slate-700">{t('bookkeeping.intro')}</p>
      <Connection administrationId={administrationId} record={record} />
      {/* A synchronisation or a disconnection is a new version: the form starts again from it. */}
      <SettingsForm
        key={record.etag}
        administrationId={administrationId}
        label={t('placeholders:settings.pages.bookkeeping')}
        record={record}
        queryKey={queryKey}
        keep={['settings', administrationId, 'bookkeeping']}
        schema={bookkeepingSchema}
        valuesOf={bookkeepingValues}
        toWrite={bookkeepingWrite}
        operationId="updateBookkeepingSettings"
        send={(write, ifMatch) => updateBookkeepingSettings(administrationId, write, ifMatch)}
        refetch={() => getBookkeepingSettings(administrationId)}
        labelOf={(field) => t(`bookkeeping.${field as 'provider'}`)}
      >
        {(form) => (
          <>
            <SelectField
              label={t('bookkeeping.provider')}
              {...form.select('provider')}
              placeholder={t('bookkeeping.none')}
              options={BOOKKEEPING_PROVIDERS.map((value) => ({ value, label: PRODUCT_NAMES[value] }))}
              className="max-w-sm"
            />
            <SelectField
              label={t('bookkeeping.syncIntervalHours')}
              {...form.select('syncIntervalHours')}
              required
              options={SYNC_INTERVALS.map((value) => ({ value, label: t('bookkeeping.hours', { count: Number(value) }) }))}
              className="max-w-sm"
            />
            <CheckboxField label={t('bookkeeping.importCreditNotes')} {...form.checkbox('importCreditNotes')} />
          </>
        )}
      </SettingsForm>
    </SettingsFrame>
  );
}

/** Status, last and next synchronisation, "sync now" with its progress, and disconnecting (asked first). */
function Connection({ administrationId, record }: { administrationId: string; record: BookkeepingSettings }) {
  const { t, i18n } = useTranslation('settings');
  const queryClient = useQueryClient();
  const queryKey = getGetBookkeepingSettingsQueryKey(administrationId);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sync = useMutation({
    mutationKey: ['syncBookkeeping'],
    mutationFn: ({ key }: { administrationId: string; key: string }) => syncBookkeeping(administrationId, { headers: { 'Idempotency-Key': key } }),
    onSuccess: (settings) => queryClient.setQueryData(queryKey, settings),
    onError: () => setError(t('bookkeeping.syncFailed')),
  });
  const disconnect = useMutation({
    mutationKey: ['disconnectBookkeeping'],
    mutationFn: ({ etag }: { administrationId: string; etag: string }) => disconnectBookkeeping(administrationId, { headers: { 'If-Match': etag } }),
    onSuccess: (settings) => queryClient.setQueryData(queryKey, settings),
  });
  const when = (value: string | null) => (value ? formatDateTime(value, i18n.language) : t('bookkeeping.never'));
  const running = record.sync.state === 'running';
  const provider = record.provider ? PRODUCT_NAMES[record.provider] : t('bookkeeping.none');
  const connected = record.status !== 'disconnected' && record.provider !== null;

  return (
    <section aria-labelledby="bookkeeping-connection" className="mb-6 flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="bookkeeping-connection" className="text-lg font-semibold text-slate-900">
        {t('bookkeeping.connection')}
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">{t('bookkeeping.provider')}</dt>
        <dd>{provider}</dd>
        <dt className="font-medium text-slate-700">{t('bookkeeping.status')}</dt>
        <dd>{t(`bookkeeping.statuses.${record.status}`)}</dd>
        <dt className="font-medium text-slate-700">{t('bookkeeping.lastSync')}</dt>
        <dd>{when(record.lastSyncAt)}</dd>
        <dt className="font-medium text-slate-700">{t('bookkeeping.nextSync')}</dt>
        <dd>{when(record.nextSyncAt)}</dd>
      </dl>
      {running ? (
        <div className="flex flex-col gap-1">
          <label htmlFor="bookkeeping-progress" className="text-sm font-medium text-slate-800">
            {t('bookkeeping.syncProgress')}
          </label>
          <progress id="bookkeeping-progress" max={100} value={record.sync.progress} className="h-2 w-full max-w-md">
            {record.sync.progress}%
          </progress>
        </div>
      ) : null}
      <p role="status" className="text-sm text-slate-700">
        {running ? `${t('bookkeeping.syncing')} ${new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(record.sync.progress / 100)}` : sync.isSuccess ? t('bookkeeping.syncDone') : ''}
      </p>
      <FormAlert message={error} />
      {connected ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            variant="secondary"
            pending={sync.isPending || running}
            onClick={() => {
              setError(null);
              sync.mutate({ administrationId, key: crypto.randomUUID() });
            }}
          >
            {running ? t('bookkeeping.syncing') : t('bookkeeping.syncNow')}
          </Button>
          <Button variant="danger" onClick={() => setAsking(true)} disabled={running}>
            {t('bookkeeping.disconnect')}
          </Button>
        </div>
      ) : null}
      <LazyConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={t('bookkeeping.disconnectTitle', { provider })}
        description={t('bookkeeping.disconnectDescription')}
        confirmLabel={t('bookkeeping.disconnect')}
        onConfirm={async () => {
          setError(null);
          try {
            await disconnect.mutateAsync({ administrationId, etag: record.etag });
          } catch {
            setError(t('bookkeeping.disconnectFailed'));
          }
        }}
      />
    </section>
  );
}
