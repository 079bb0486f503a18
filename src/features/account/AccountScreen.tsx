import { useTranslation } from 'react-i18next';
import { useGetProfile } from '@/api/generated/endpoints/administrations/administrations';
import type { UserProfile } from '@/api/generated/model';
import { ErrorPage } from '@/components/ErrorPage';
import { PageFrame } from '@/components/PageFrame';
import { PageSpinner } from '@/components/PageSpinner';
import { useActiveAdministrationId } from '@/lib/administration';
import { areaCrumbs } from '@/navigation/links';

/** /account: the signed-in user's profile as the active administration knows it. */
export function AccountScreen() {
  const { t } = useTranslation(['account', 'navigation']);
  const administrationId = useActiveAdministrationId();
  // The profile is read per administration (SPEC §6); without one there is nothing to ask.
  const profile = useGetProfile(administrationId ?? '', { query: { enabled: Boolean(administrationId) } });
  // What was loaded stays on screen even if a later refresh fails.
  let content;
  if (!administrationId) content = <p className="text-slate-700">{t('errors.noAdministration')}</p>;
  else if (profile.data) content = <ProfileDetails profile={profile.data} />;
  else if (profile.isError) content = <ErrorPage variant="500" error={profile.error} onRetry={() => void profile.refetch()} />;
  else content = <PageSpinner />;
  return (
    <PageFrame title={t('navigation:areas.account')} breadcrumbs={areaCrumbs(t, 'account')}>
      {content}
    </PageFrame>
  );
}

function ProfileDetails({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation(['account', 'navigation']);
  return (
    <dl className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1">
        <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{t('name')}</dt>
        <dd className="text-slate-900">{profile.name}</dd>
      </div>
      <div className="flex flex-col gap-1">
        <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{t('email')}</dt>
        <dd className="break-all text-slate-900">{profile.email}</dd>
      </div>
    </dl>
  );
}
