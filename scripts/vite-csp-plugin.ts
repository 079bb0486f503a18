import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { FALLBACK_CONTENT_SECURITY_POLICY, securityHeadersForFile, STATIC_SECURITY_HEADERS } from './csp.ts';

/**
 * Sends the security headers (Content-Security-Policy, Reporting-Endpoints when config.json names a
 * report endpoint, X-Content-Type-Options) from `vite preview` (the production build, as the browser
 * tests and a deployment see it), derived from the served build's own config.json. The policy
 * follows that file: it is rebuilt whenever the file changes, so a replaced config.json needs no
 * restart. The dev server sends none: HMR and React Refresh inject inline scripts.
 */
export function contentSecurityPolicyPlugin(): Plugin {
  return {
    name: 'content-security-policy',
    configurePreviewServer(server) {
      const configPath = join(resolve(server.config.root, server.config.build.outDir), 'config.json');
      let cached: { version: string; headers: Record<string, string> } | undefined;

      const currentHeaders = (): Record<string, string> => {
        let version: string;
        try {
          const stat = statSync(configPath);
          version = `${stat.mtimeMs}:${stat.size}`;
        } catch {
          version = 'missing';
        }
        if (cached?.version === version) return cached.headers;
        let headers: Record<string, string>;
        try {
          headers = securityHeadersForFile(configPath);
        } catch (error) {
          server.config.logger.error(
            `Content-Security-Policy: ${configPath} is unusable (${error instanceof Error ? error.message : String(error)}); serving the same-origin fallback policy`,
          );
          headers = { 'Content-Security-Policy': FALLBACK_CONTENT_SECURITY_POLICY, ...STATIC_SECURITY_HEADERS };
        }
        cached = { version, headers };
        return headers;
      };

      // Registered before Vite's static file handler, so every answer carries the header
      // (documents, and /mockServiceWorker.js, whose policy governs the service worker).
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(currentHeaders())) res.setHeader(name, value);
        next();
      });
    },
  };
}
