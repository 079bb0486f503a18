import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type ErrorPageProps = (
  | { variant: '404' }
  | { variant: '500'; error?: unknown; onRetry: () => void }
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
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-lg border border-slate-200 bg-white px-6 py-12 text-center shadow-sm"
    >
      <p aria-hidden="true" className="text-5xl font-bold text-blue-900">
        {props.variant}
      </p>
      <Heading id={titleId} className="text-xl font-semibold">
        {is404 ? t('errors.notFoundTitle') : t('errors.serverTitle')}
      </Heading>
      {is404 ? (
        <>
          <p className="sr-only">{t('errors.notFound')}</p>
          <Link
            to="/dashboard"
            className="rounded-md bg-blue-800 px-4 py-2 font-medium text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-800"
          >
            {t('errors.backToDashboard')}
          </Link>
        </>
      ) : (
        <>
          <p className="text-slate-700">{t('errors.serverBody')}</p>
          <button
            type="button"
            onClick={props.onRetry}
            className="rounded-md bg-blue-800 px-4 py-2 font-medium text-white hover:bg-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-800"
          >
            {t('errors.tryAgain')}
          </button>
          {props.error !== undefined && <ErrorDetails error={props.error} />}
        </>
      )}
    </section>
  );
}

/** "Something went wrong!" with a toggle to show or hide the message (SPEC §2 default error view). */
export function ErrorDetails({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="w-full text-left">
      <p className="text-sm font-medium text-slate-700">{t('errors.somethingWentWrong')}</p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((value) => !value)}
        className="mt-1 text-sm text-blue-800 underline underline-offset-2 hover:text-blue-950"
      >
        {open ? t('errors.hideDetails') : t('errors.showDetails')}
      </button>
      <pre
        id={detailsId}
        hidden={!open}
        className="mt-2 max-h-48 overflow-auto rounded bg-slate-100 p-3 text-xs whitespace-pre-wrap text-slate-800"
      >
        {message}
      </pre>
    </div>
  );
}
