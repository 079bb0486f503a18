import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getGetCurrentAccountSuspenseQueryOptions } from '@/api/generated/endpoints/account/account';
import { getGetProfileSuspenseQueryOptions } from '@/api/generated/endpoints/administrations/administrations';
import { PageFrame } from '@/components/PageFrame';
import { areaCrumbs } from '@/navigation/links';
import { AvatarSection } from './components/AvatarSection';
import { LanguageSection } from './components/LanguageSection';
import { NameForm } from './components/NameForm';
import { PasswordForm } from './components/PasswordForm';
import { SignOutEverywhere } from './components/SignOutEverywhere';
import { TwoFactorSection } from './components/TwoFactorSection';

const card = 'rounded-lg border border-slate-200 bg-white p-4';

/**
 * /account: the signed-in user's own page (issue 26 part 3). Name, picture, interface language,
 * password, two-factor authentication and signing out everywhere, each saved on its own. The route
 * loads the account and the active administration's profile; a failure is the route's error view.
 */
export function AccountScreen({ administrationId, onSignedOut }: { administrationId: string; onSignedOut: () => Promise<void> }) {
  const { t } = useTranslation(['account', 'navigation']);
  const { data: account } = useSuspenseQuery(getGetCurrentAccountSuspenseQueryOptions());
  const { data: profile } = useSuspenseQuery(getGetProfileSuspenseQueryOptions(administrationId));
  return (
    <PageFrame title={t('navigation:areas.account')} breadcrumbs={areaCrumbs(t, 'account')}>
      <div className="flex max-w-3xl flex-col gap-4">
        <div className={card}>
          <NameForm account={account} administrationId={administrationId} />
        </div>
        <div className={card}>
          <AvatarSection profile={profile} administrationId={administrationId} />
        </div>
        <div className={card}>
          <LanguageSection />
        </div>
        <div className={card}>
          <PasswordForm />
        </div>
        <div className={card}>
          <TwoFactorSection account={account} />
        </div>
        <div className={card}>
          <SignOutEverywhere onSignedOut={onSignedOut} />
        </div>
      </div>
    </PageFrame>
  );
}
