import { Link, type LinkProps, useRouter } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetProfileQueryOptions } from '@/api/generated/endpoints/administrations/administrations';
import { LazyConfirmDialog } from '@/components/ui/LazyDialog';
import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection, MenuSeparator } from '@/components/ui/Menu';
import { useActiveAdministrationId } from '@/lib/administration';
import { hasKeptDrafts } from '@/lib/kept-drafts';
import { AREAS } from '@/navigation/areas';
import { mayLeave } from '@/navigation/leave-guard';
import { UserFace, userMenuLabel } from './control-faces';
import { Icon } from './icons';
import { topBarButtonClass } from './styles';
import { UserAvatar } from './UserAvatar';

type UserMenuProps = {
  /** Ends the session; called once the user let go of their unsaved changes. */
  onSignOut: () => void | Promise<void>;
  signingOut: boolean;
  /** Reopens the cookie preferences; the consent feature lives outside the shell. */
  onOpenCookiePreferences?: () => void;
};

/**
 * Who is signed in, with their account, cookie preferences and sign-out. Signing out discards the
 * drafts kept in the browser, so it asks first: the leave guards (an editor with unsaved changes),
 * then, if drafts are still kept, whether to discard them. "Stay" keeps the session and the drafts.
 */
export function UserMenu({ onSignOut, signingOut, onOpenCookiePreferences }: UserMenuProps) {
  const { t } = useTranslation('shell');
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const signOut = async () => {
    if (!(await mayLeave(router, '/login'))) return;
    if (hasKeptDrafts()) setConfirming(true);
    else await onSignOut();
  };
  const administrationId = useActiveAdministrationId();
  const profile = useQuery({ ...getGetProfileQueryOptions(administrationId ?? ''), enabled: Boolean(administrationId) }).data;
  const name = profile?.name;
  return (
    <Menu>
      <MenuButton aria-label={userMenuLabel(t, name)} className={`${topBarButtonClass} gap-2 pr-1.5 pl-1`}>
        <UserFace administrationId={administrationId} profile={profile} />
      </MenuButton>
      <MenuItems className="w-64">
        <MenuSection>
          <MenuHeading className="flex items-center gap-3 px-3 pt-2 pb-3">
            <UserAvatar
              administrationId={administrationId}
              userId={profile?.id}
              name={name}
              hasAvatar={profile?.hasAvatar ?? false}
              className="size-10 text-sm"
            />
            <span className="min-w-0">
              <span className="block truncate text-sm font-semibold text-slate-900">{name ?? t('signedIn')}</span>
              {profile?.email && <span className="block truncate text-xs text-slate-600">{profile.email}</span>}
            </span>
          </MenuHeading>
          <MenuItem>
            {(className) => (
              <Link to={AREAS.account.path as LinkProps['to']} className={className}>
                <Icon name="account" className="size-5 text-slate-500" />
                {t('areas.account', { ns: 'navigation' })}
              </Link>
            )}
          </MenuItem>
          {onOpenCookiePreferences && (
            <MenuItem>
              {(className) => (
                <button type="button" onClick={onOpenCookiePreferences} className={className}>
                  <Icon name="cookie" className="size-5 text-slate-500" />
                  {t('cookiePreferences')}
                </button>
              )}
            </MenuItem>
          )}
        </MenuSection>
        <MenuSeparator />
        <MenuItem disabled={signingOut}>
          {(className) => (
            <button type="button" onClick={() => void signOut()} className={className}>
              <Icon name="signOut" className="size-5 text-slate-500" />
              {t('app.signOut')}
            </button>
          )}
        </MenuItem>
      </MenuItems>
      <LazyConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('signOut.title')}
        description={t('signOut.description')}
        confirmLabel={t('signOut.confirm')}
        cancelLabel={t('signOut.stay')}
        onConfirm={onSignOut}
      />
    </Menu>
  );
}
