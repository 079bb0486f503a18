import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from './ErrorPage';
import { ForbiddenPanel } from './ForbiddenPanel';
import { PageSpinner } from './PageSpinner';

export { routeErrorKind } from './route-error-kind';
import { routeErrorKind } from './route-error-kind';

type RouteErrorViewProps = Pick<ErrorComponentProps, 'error' | 'reset'> & {
  /** 1 (default) when the view is the whole page; 2 under a page title the route keeps. */
  headingLevel?: 1 | 2;
  /** The record's own not-found view ("Template not found"); the generic 404 page otherwise. */
  notFound?: ReactNode;
};

/**
 * The router's error component (`defaultErrorComponent`, and inside the pages that keep their
 * frame around a failure): every route's failure, mapped to its view (SPEC §2 error pages).
 */
export function RouteErrorView({ error, reset, headingLevel = 1, notFound }: RouteErrorViewProps) {
  switch (routeErrorKind(error)) {
    case 'sessionEnded':
      return <SessionEnded error={error} />;
    case 'forbidden':
      return <ForbiddenPanel headingLevel={headingLevel} />;
    case 'notFound':
      return notFound ?? <ErrorPage variant="404" headingLevel={headingLevel} />;
    case 'contract':
      return <Failed error={error} reset={reset} headingLevel={headingLevel} contract />;
    case 'codeNotLoaded':
      return <ReloadOnce error={error as Error} reset={reset} headingLevel={headingLevel} />;
    case 'noAdministration':
      return <NoAdministration headingLevel={headingLevel} />;
    case 'administrationChanged':
      return <LoadAgain error={error} />;
    case 'failed':
      return <Failed error={error} reset={reset} headingLevel={headingLevel} />;
  }
}

type FailedProps = Pick<ErrorComponentProps, 'error' | 'reset'> & { headingLevel: 1 | 2; contract?: boolean };

/**
 * The 500 view; for an answer outside the contract it says so (a reload may bring an app that
 * reads it). "Try again" asks the server again: the failed queries and the route's loaders.
 */
function Failed({ error, reset, headingLevel, contract = false }: FailedProps) {
  const router = useRouter();
  const queryErrors = useQueryErrorResetBoundary();
  const retry = () => {
    // Suspense queries that failed fetch again when read, instead of throwing their error again.
    queryErrors.reset();
    void router.invalidate().then(reset);
  };
  return <ErrorPage variant="500" error={error} onRetry={retry} headingLevel={headingLevel} contract={contract} />;
}

/**
 * SPEC §2: code that fails to load reloads the page once per distinct failure, remembered for the
 * session. The router does so for its screens' chunks; this does the same, under the router's own
 * record, for code a route's loader needed (the schemas of an answer), so a failure never reloads
 * twice whichever of them met it. Seen again, it is the 500 view.
 */
function ReloadOnce({ error, reset, headingLevel }: Pick<ErrorComponentProps, 'reset'> & { error: Error; headingLevel: 1 | 2 }) {
  const key = `tanstack_router_reload:${error.message}`;
  const [reloading] = useState(() => sessionStorage.getItem(key) === null);
  useEffect(() => {
    if (!reloading) return;
    sessionStorage.setItem(key, '1');
    window.location.reload();
  }, [reloading, key]);
  return reloading ? <PageSpinner /> : <Failed error={error} reset={reset} headingLevel={headingLevel} />;
}

/**
 * Failures already acted on. The router remounts its error boundary whenever the match changes
 * (each reload does), so the view of one failure may mount many times: it must act once.
 */
const handled = new WeakSet<object>();

/** Runs `act` once per failure, however often its view mounts. */
function useOncePerError(error: unknown, act: () => void): void {
  useEffect(() => {
    const key = typeof error === 'object' && error !== null ? error : null;
    if (key) {
      if (handled.has(key)) return;
      handled.add(key);
    }
    act();
  }, [error, act]);
}

/** The session ended and could not be renewed: sign in again, then come back here. */
function SessionEnded({ error }: { error: unknown }) {
  const router = useRouter();
  useOncePerError(error, () => {
    const returnTo = router.state.location.href;
    const signIn = () => router.navigate({ to: '/login', search: { redirect: returnTo }, replace: true });
    // Signed out first: the sign-in page sends a session it still sees straight back here. The
    // session ended by itself, so the user's kept drafts stay for their next sign-in.
    void router.options.context.auth.signOut({ sessionEnded: true }).then(signIn, signIn);
  });
  return <PageSpinner />;
}

/** Another administration is active now: the route loads again for it. */
function LoadAgain({ error }: { error: unknown }) {
  const router = useRouter();
  useOncePerError(error, () => void router.invalidate());
  return <PageSpinner />;
}

function NoAdministration({ headingLevel }: { headingLevel: 1 | 2 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="state-panel">
      <Heading className="text-lg font-medium text-slate-800">{t('errors.noAdministration')}</Heading>
    </section>
  );
}
