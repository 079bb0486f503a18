import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * One build serves any environment: the app reads /config.json at start, and only a config with
 * `mock: "service-worker"` loads the in-browser mock (a lazy chunk no other config fetches). The
 * service-worker build is the same build with such a config, for a static, fully mocked site.
 */
export function runtimeConfigPlugin(mode: string): Plugin {
  let config: ResolvedConfig;
  const serviceWorkerBuild = mode === 'service-worker';
  return {
    name: 'runtime-config',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle() {
      if (!serviceWorkerBuild) return;
      writeFileSync(
        join(config.build.outDir, 'config.json'),
        `${JSON.stringify(
          {
            apiRoot: '/api/v1.0',
            auth: { authority: 'http://127.0.0.1:4020', clientId: 'receivables-web' },
            mock: 'service-worker',
            helpBaseUrl: 'https://docs.receivables.example/help',
          },
          null,
          2,
        )}\n`,
      );
    },
  };
}
