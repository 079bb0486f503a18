import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signOutEverywhere as revokeEverySession } from '@/api/generated/endpoints/account/account';
import { Button } from '@/components/ui/Button';
import { LazyConfirmDialog } from '@/components/ui/LazyDialog';

/**
 * Ends every session of the user: the server revokes all their tokens (so every other browser's next
 * refresh fails and signs it out), then this browser signs out as the user menu does.
 */
export function SignOutEverywhere({ onSignedOut }: { onSignedOut: () => Promise<void> }) {
  const { t } = useTranslation('account');
  const [confirming, setConfirming] = useState(false);
  // A failure keeps the dialog open and says so (ConfirmDialog); the session stays. The plain call,
  // not a mutation hook: nothing is refetched with the tokens just revoked before signing out.
  const signOutEverywhere = async () => {
    await revokeEverySession();
    await onSignedOut();
  };
  return (
    <section aria-labelledby="account-sessions-title" className="flex flex-col gap-3">
      <h2 id="account-sessions-title" className="text-base font-semibold text-slate-900">
        {t('sessions.title')}
      </h2>
      <p className="max-w-prose text-sm text-slate-700">{t('sessions.intro')}</p>
      <div>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('sessions.action')}
        </Button>
      </div>
      <LazyConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('sessions.confirmTitle')}
        description={t('sessions.confirmBody')}
        confirmLabel={t('sessions.confirm')}
        cancelLabel={t('sessions.stay')}
        onConfirm={signOutEverywhere}
      />
    </section>
  );
}
