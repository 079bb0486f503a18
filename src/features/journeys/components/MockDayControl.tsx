import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { apiRootUrl, getRuntimeConfig } from '@/lib/config';
import { formatDate } from '@/lib/format';

type Notice = { kind: 'advanced'; day: string } | { kind: 'failed' };

/**
 * Development only (a mock backend, `mock` not `off`): moves the mock's one reference day on
 * (POST /__mock/journeys/advance), which runs the journeys and makes today's tasks overdue;
 * everything shown is then asked for again.
 */
export function MockDayControl({ administrationId }: { administrationId: string }) {
  const { t, i18n } = useTranslation('journeys');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  if (getRuntimeConfig().mock === 'off') return null;

  const advance = async () => {
    setPending(true);
    setNotice(null);
    try {
      const url = `${apiRootUrl().replace(/\/+$/, '')}/__mock/journeys/advance?administrationId=${encodeURIComponent(administrationId)}`;
      const response = await fetch(url, { method: 'POST' });
      if (!response.ok) throw new Error(String(response.status));
      const { runs } = (await response.json()) as { runs: { day: string }[] };
      await queryClient.invalidateQueries();
      setNotice({ kind: 'advanced', day: runs[0]?.day ?? '' });
    } catch {
      setNotice({ kind: 'failed' });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-dashed border-slate-300 p-3">
      <Button variant="secondary" size="sm" onClick={() => void advance()} disabled={pending}>
        {t('dev.advance')}
      </Button>
      <p role="status" className="text-sm text-slate-700">
        {notice?.kind === 'advanced' ? t('dev.advanced', { day: formatDate(notice.day, i18n.language) }) : notice?.kind === 'failed' ? t('dev.failed') : null}
      </p>
    </div>
  );
}
