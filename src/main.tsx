import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { ConfigErrorPage } from '@/app/ConfigErrorPage';
import { PageSpinner } from '@/components/PageSpinner';
import { loadRuntimeConfig } from '@/lib/config';
import { initI18n } from '@/lib/i18n';
import './index.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  const i18nReady = initI18n();
  try {
    const config = await loadRuntimeConfig();
    if (config.mock === 'service-worker') {
      const { startBrowserMock } = await import('@mocks/browser');
      await startBrowserMock();
    }
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
        <App />
      </Suspense>
    </StrictMode>,
  );
}

void start();
