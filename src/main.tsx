import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createApp } from '@/app/App';
import { afterFirstPage, warmUpFirstAnswers, warmUpLocaleData } from '@/app/first-load';
import { PageSpinner } from '@/components/PageSpinner';
import { type RouteErrorKind, routeErrorKind } from '@/components/route-error-kind';
import { consentRevisionOf, loadRuntimeConfig, type RuntimeConfig, RuntimeConfigError } from '@/lib/config';
import { createLazyAuth, type LazyAuth } from '@/app/lazy-auth';
import { initI18n } from '@/lib/i18n';
import { preloadAreaOf } from '@/app/route-areas';
import type { StartConsentOptions } from '@/features/consent';
import './index.css';

/**
 * The consent banner (SPEC §2: on every screen, outside React) and the third-party scripts it
 * manages are not needed for the first paint.
 */
function startConsentLater(options: StartConsentOptions) {
  void import('@/features/consent')
    .then(({ startConsent }) => startConsent(options))
    .catch((error: unknown) => console.error('Cookie consent could not start', error));
}

/**
 * React logs every error an error boundary catches. A page the user may not open, a record that
 * does not exist, an ended session or another administration becoming active are outcomes with a
 * view of their own (RouteErrorView), not faults: only real failures reach the console.
 */
const OUTCOMES: ReadonlySet<RouteErrorKind> = new Set(['forbidden', 'notFound', 'sessionEnded', 'noAdministration', 'administrationChanged']);

function logCaughtError(error: unknown): void {
  if (!OUTCOMES.has(routeErrorKind(error))) console.error(error);
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container, { onCaughtError: logCaughtError });
  const i18nReady = initI18n();
  // The routes of the page's area, while the configuration and the translations load.
  preloadAreaOf(window.location.pathname);
  warmUpFirstAnswers();
  let auth: LazyAuth;
  let config: RuntimeConfig | undefined;
  try {
    config = await loadRuntimeConfig();
    if (config.mock === 'service-worker') {
      // A constant per build: every other build drops this branch, and the mock backend, its seed
      // accounts and msw with it (scripts/check-dist.ts checks dist/).
      if (import.meta.env.MODE !== 'service-worker') {
        throw new RuntimeConfigError('config.json is invalid', [
          'mock: "service-worker" needs the service-worker build (npm run build:sw); this build has no in-browser mock',
        ]);
      }
      const { startBrowserMock } = await import('@mocks/browser');
      await startBrowserMock();
    }
    // Before the router exists: a sign-in callback is processed and the address bar cleaned first.
    auth = createLazyAuth(config);
    await auth.waitUntilLoaded();
  } catch (error) {
    console.error(error);
    await i18nReady.catch(() => undefined);
    // Only a broken deployment shows it: not part of every first load.
    const { ConfigErrorPage } = await import('@/app/ConfigErrorPage');
    root.render(
      <Suspense fallback={null}>
        <ConfigErrorPage error={error} />
      </Suspense>,
    );
    // The banner shows on this page too. It needs nothing from the configuration but the revision,
    // read even from a broken one; no third party is set up here.
    startConsentLater({ revision: consentRevisionOf(config ?? (error as Partial<RuntimeConfigError> | undefined)?.raw) });
    return;
  }
  // The page's data and code load from here on, side by side with the translations.
  const app = createApp(auth);
  await i18nReady.then(
    (i18n) => warmUpLocaleData(i18n.resolvedLanguage ?? i18n.language),
    (error: unknown) => console.error('Translations could not be loaded', error),
  );
  root.render(
    <StrictMode>
      <Suspense fallback={<PageSpinner />}>
        <App auth={auth} {...app} />
      </Suspense>
    </StrictMode>,
  );
  const { consentRevision, analyticsId, recordingId, chatId } = config;
  // After the first page, not before: the banner's code does not compete with the page's.
  // The router's path: the third parties never run on the sign-in routes, and start on reaching the app.
  const path = {
    current: () => app.router.state.location.pathname,
    subscribe: (listener: (pathname: string) => void) => app.router.subscribe('onResolved', ({ toLocation }) => listener(toLocation.pathname)),
  };
  void afterFirstPage(app.router).then(() => startConsentLater({ revision: consentRevision ?? 1, analyticsId, recordingId, chatId, path }));
}

void start();
