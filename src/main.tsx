import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { ConfigErrorPage } from '@/app/ConfigErrorPage';
import { PageSpinner } from '@/components/PageSpinner';
import { loadRuntimeConfig, type RuntimeConfig } from '@/lib/config';
import { createLazyAuth, type LazyAuth } from '@/app/lazy-auth';
import { initI18n } from '@/lib/i18n';
import './index.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  const i18nReady = initI18n();
  let auth: LazyAuth;
  let config: RuntimeConfig;
  try {
    config = await loadRuntimeConfig();
    if (config.mock === 'service-worker') {
      const { startBrowserMock } = await import('@mocks/browser');
      await startBrowserMock();
    }
    // Before the router exists: a sign-in callback is processed and the address bar cleaned first.
    auth = createLazyAuth(config);
    await auth.waitUntilLoaded();
  } catch (error) {
    console.error(error);
    await i18nReady.catch(() => undefined);
    root.render(
      <Suspense fallback={null}>
        <ConfigErrorPage error={error} />
      </Suspense>,
    );
    return;
  }
  await i18nReady.catch((error: unknown) => console.error('Translations could not be loaded', error));
  root.render(
    <StrictMode>
      <Suspense fallback={<PageSpinner />}>
        <App auth={auth} />
      </Suspense>
    </StrictMode>,
  );
  // The consent banner (on every screen, outside React) and the third-party scripts it manages
  // are not needed for the first paint.
  const { consentRevision, analyticsId, recordingId, chatId } = config;
  void import('@/features/consent')
    .then(({ startConsent }) => startConsent({ revision: consentRevision ?? 1, analyticsId, recordingId, chatId }))
    .catch((error: unknown) => console.error('Cookie consent could not start', error));
}

void start();
