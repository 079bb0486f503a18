import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getGetProfileSuspenseQueryOptions } from '@/api/generated/endpoints/administrations/administrations';
import type { UserProfile } from '@/api/generated/model';
import { PageFrame } from '@/components/PageFrame';
import { areaCrumbs } from '@/navigation/links';

/**
 * /account: the signed-in user's profile as the active administration knows it (SPEC §6: the
 * profile is read per administration). The route loads it; a failure is the route's error view.
 */
export function AccountScreen({ administrationId }: { administrationId: string }) {
  const { t } = useTranslation(['account', 'navigation']);
  const { data: profile } = useSuspenseQuery(getGetProfileSuspenseQueryOptions(administrationId));
  return (
    <PageFrame title={t('navigation:areas.account')} breadcrumbs={areaCrumbs(t, 'account')}>
      <ProfileDetails profile={profile} />
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
