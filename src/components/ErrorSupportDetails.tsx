import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import { Button } from './ui/Button';

/**
 * What support needs to find the failure: when and where it happened, which call answered what, and
 * the server's reference for it (problem+json `instance`); the message itself is shown above them.
 * No token, query string or body: the address's path only, so nothing a user searched for or typed
 * is copied along.
 */
export function supportDetails(error: unknown, now: Date, path: string): string[] {
  const lines = [`Time: ${now.toISOString()}`, `Page: ${path}`];
  if (error instanceof ApiError) {
    lines.push(`Call: ${error.operation} answered ${error.status}`);
    if (error.problem?.instance) lines.push(`Reference: ${error.problem.instance}`);
  }
  return lines;
}

/** The 500 page's details for support, with a button that copies them and the message. */
export function ErrorSupportDetails({ error, message, at, path }: { error: unknown; message: string; at: Date; path: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const details = supportDetails(error, at, path);
  const copy = () => {
    const named = error instanceof Error ? `${error.name}: ${message}` : message;
    void navigator.clipboard?.writeText([named, ...details].join('\n')).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <>
      <p className="text-sm font-medium text-slate-700">{t('errors.forSupport')}</p>
      <pre className="max-h-48 overflow-auto rounded bg-slate-50 p-3 text-xs whitespace-pre-wrap text-slate-700">{details.join('\n')}</pre>
      <Button variant="secondary" onClick={copy}>
        {t('errors.copyDetails')}
      </Button>
      <p role="status" className="text-sm text-slate-600">
        {copied ? t('errors.copied') : ''}
      </p>
    </>
  );
}
