import { Link } from '@tanstack/react-router';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
            {/* A whole new load, not a router link: after a failure a fresh start is the surer way back. */}
            <a href="/dashboard" className={buttonClass({ variant: 'secondary' })}>
              {t('errors.backToDashboard')}
            </a>
          </div>
          {props.error !== undefined && <ErrorDetails error={props.error} />}
        </>
      )}
    </section>
  );
}

/**
 * "Something went wrong!" with a toggle to show or hide the message (SPEC §2 default error view).
 * The details for support (and their Copy button) load when first shown: every page's first load
 * carries this view, few people ever open it, and if that code cannot load the message still shows.
 */
export function ErrorDetails({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [Support, setSupport] = useState<SupportView | null>(null);
  const [occurred] = useState(() => ({ at: new Date(), path: globalThis.location?.pathname ?? '' }));
  const detailsId = useId();
  const message = error instanceof Error ? error.message : String(error);
  const toggle = () => {
    setOpen((value) => !value);
    if (!Support) void import('./ErrorSupportDetails').then((module) => setSupport(() => module.ErrorSupportDetails), () => undefined);
  };
  return (
    <div className="w-full text-left">
      <p className="text-sm font-medium text-slate-700">{t('errors.somethingWentWrong')}</p>
      <button type="button" aria-expanded={open} aria-controls={detailsId} onClick={toggle} className={`mt-1 text-sm ${textLinkClass}`}>
        {open ? t('errors.hideDetails') : t('errors.showDetails')}
      </button>
      <div id={detailsId} hidden={!open} className="mt-2 space-y-2">
        <pre className="max-h-48 overflow-auto rounded bg-slate-100 p-3 text-xs whitespace-pre-wrap text-slate-800">{message}</pre>
        {Support && <Support error={error} message={message} at={occurred.at} path={occurred.path} />}
      </div>
    </div>
  );
}

type SupportView = (props: { error: unknown; message: string; at: Date; path: string }) => ReactNode;
