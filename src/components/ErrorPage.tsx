import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import { Button, buttonClass } from './ui/Button';
import { textLinkClass } from './ui/link';

type ErrorPageProps = (
  | { variant: '404' }
  | {
      variant: '500';
      error?: unknown;
      onRetry: () => void;
      /** The server answered outside the contract: the body says so (a newer app may read it). */
      contract?: boolean;
    }
) & {
  /** h1 when the error is the whole page (an unknown route); h2 (default) inside a screen with its own title. */
  headingLevel?: 1 | 2;
};

/** The error page of SPEC §2: 404 "Oops, page not found." and 500 "Oops... Something went wrong on our end". */
export function ErrorPage(props: ErrorPageProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const is404 = props.variant === '404';
  const Heading = props.headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      aria-labelledby={titleId}
      className="state-panel"
    >
      <p aria-hidden="true" className="text-5xl font-bold text-blue-900">
        {props.variant}
      </p>
      {/* SPEC §2: an unmatched route shows a page reading "Not Found". */}
      {is404 && <p className="-mt-3 text-lg font-medium text-slate-700">{t('errors.notFound')}</p>}
      <Heading id={titleId} className="text-xl font-semibold">
        {is404 ? t('errors.notFoundTitle') : t('errors.serverTitle')}
      </Heading>
      {is404 ? (
        <Link to="/dashboard" className={buttonClass()}>
          {t('errors.backToDashboard')}
        </Link>
      ) : (
        <>
          <p className="max-w-prose text-slate-700">{props.contract ? t('errors.contractBody') : t('errors.serverBody')}</p>
          <p className="max-w-prose text-sm text-slate-600">{t('errors.serverHelp')}</p>
          <div className="flex flex-wrap items-center justify-center gap-3">
            <Button onClick={props.onRetry}>{t('errors.tryAgain')}</Button>
            <Link to="/dashboard" className={buttonClass({ variant: 'secondary' })}>
              {t('errors.backToDashboard')}
            </Link>
          </div>
          {props.error !== undefined && <ErrorDetails error={props.error} />}
        </>
      )}
    </section>
  );
}

/**
 * What support needs to find the failure: when and where it happened, which call answered what, and
 * the server's reference for it (problem+json `instance`); the message itself is shown above them. No token, query string or body: the
 * address's path only, so nothing a user searched for or typed is copied along.
 */
export function supportDetails(error: unknown, now: Date, path: string): string[] {
  const lines = [`Time: ${now.toISOString()}`, `Page: ${path}`];
  if (error instanceof ApiError) {
    lines.push(`Call: ${error.operation} answered ${error.status}`);
    if (error.problem?.instance) lines.push(`Reference: ${error.problem.instance}`);
  }
  return lines;
}

/**
 * "Something went wrong!" with a toggle to show or hide the message (SPEC §2 default error view):
 * the message first, then the details for support, which a button copies.
 */
export function ErrorDetails({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const detailsId = useId();
  const message = error instanceof Error ? error.message : String(error);
  const [details] = useState(() => supportDetails(error, new Date(), globalThis.location?.pathname ?? ''));
  const copy = () => {
    const named = error instanceof Error ? `${error.name}: ${message}` : message;
    void navigator.clipboard?.writeText([named, ...details].join('\n')).then(() => setCopied(true), () => setCopied(false));
  };
  return (
    <div className="w-full text-left">
      <p className="text-sm font-medium text-slate-700">{t('errors.somethingWentWrong')}</p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
        className={`mt-1 text-sm ${textLinkClass}`}
      >
        {open ? t('errors.hideDetails') : t('errors.showDetails')}
      </button>
      <div id={detailsId} hidden={!open} className="mt-2 space-y-2">
        <pre className="max-h-48 overflow-auto rounded bg-slate-100 p-3 text-xs whitespace-pre-wrap text-slate-800">{message}</pre>
        <p className="text-sm font-medium text-slate-700">{t('errors.forSupport')}</p>
        <pre className="max-h-48 overflow-auto rounded bg-slate-50 p-3 text-xs whitespace-pre-wrap text-slate-700">
          {details.join('\n')}
        </pre>
        <Button variant="secondary" onClick={copy}>
          {t('errors.copyDetails')}
        </Button>
        <p role="status" className="text-sm text-slate-600">
          {copied ? t('errors.copied') : ''}
        </p>
      </div>
    </div>
  );
}
