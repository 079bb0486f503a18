/**
 * When the third parties (analytics, session recording, chat) may run: with analytics consent,
 * and never on the sign-in routes — a password, a reset or activation link, a two-factor key are
 * typed or shown there, and no recorder or tag manager is to see them. They start when the user
 * reaches the app and, once started, cannot be unloaded: coming back to a sign-in route with them
 * running loads that page afresh, without them.
 *
 * vanilla-cookieconsent's own script management is off (`manageScriptTags: false`): it activates
 * on consent wherever the user is. The inert managed tags (managed-scripts.ts) are activated here.
 */
import { CONSENT_CATEGORY_ANALYTICS } from './consent.constants';

/**
 * The routes of the signed-out app (the `_public` layout: sign-in, account recovery, activation,
 * sign-up, two-factor setup, about) and the provider's answers (`/auth/callback` arrives with the
 * authorization code in its query). third-parties.test.ts fails when a public route is missing here.
 */
export const SIGN_IN_PATHS = ['/login', '/forgot-pass', '/reset-pass', '/signup', '/welcome', '/setuptwofa', '/about', '/auth'] as const;

/**
 * Whether a path is a sign-in route, matched the way the router matches it: case-insensitively,
 * with or without a trailing slash, percent-encoded or not (`/LOGIN`, `/Login/`, `/%6Cogin` all
 * open the sign-in page, so none may load a third party).
 */
export function isSignInPath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: compare the raw text.
  }
  path = path.toLowerCase().replace(/\/{2,}/g, '/');
  return SIGN_IN_PATHS.some((signIn) => path === signIn || path.startsWith(`${signIn}/`));
}

/** The app's current path, and its changes (the router's, in the app). */
export interface PathWatcher {
  current(): string;
  subscribe(listener: (pathname: string) => void): () => void;
}

/** The path of the page, for pages without a router (the configuration-error page). */
export const documentPath: PathWatcher = {
  current: () => globalThis.location.pathname,
  subscribe: () => () => undefined,
};

/**
 * Turns the inert tags of the analytics category into running scripts, in their order: inline
 * snippets run as they are inserted, external scripts are not `async`, so they run in insertion
 * order too (Intercom's settings before its widget, gtag's queue before gtag.js is harmless).
 */
function activateManagedScripts(doc: Document): void {
  const tags = doc.head.querySelectorAll<HTMLScriptElement>(`script[type="text/plain"][data-category="${CONSENT_CATEGORY_ANALYTICS}"]`);
  for (const tag of tags) {
    const script = doc.createElement('script');
    for (const { name, value } of [...tag.attributes]) {
      if (name !== 'type' && name !== 'data-src') script.setAttribute(name, value);
    }
    const src = tag.getAttribute('data-src');
    if (src) {
      script.async = false;
      script.src = src;
    } else {
      // The same text as the inert tag: the Content-Security-Policy allows exactly its hash.
      script.textContent = tag.textContent;
    }
    tag.replaceWith(script);
  }
}

export interface ThirdPartyGateOptions {
  path: PathWatcher;
  analyticsAccepted: () => boolean;
  reload?: () => void;
  doc?: Document;
}

export function startThirdPartyGate({
  path,
  analyticsAccepted,
  reload = () => globalThis.location.reload(),
  doc = document,
}: ThirdPartyGateOptions): { check: () => void; stop: () => void } {
  let running = false;
  let reloading = false;
  const check = () => {
    const onSignIn = isSignInPath(path.current());
    if (running) {
      if (onSignIn && !reloading) {
        reloading = true;
        reload();
      }
      return;
    }
    if (onSignIn || !analyticsAccepted()) return;
    running = true;
    activateManagedScripts(doc);
  };
  const unsubscribe = path.subscribe(check);
  // The library announces every consent given or changed with these window events.
  const view = doc.defaultView ?? globalThis;
  view.addEventListener('cc:onConsent', check);
  view.addEventListener('cc:onChange', check);
  check();
  return {
    check,
    stop: () => {
      unsubscribe();
      view.removeEventListener('cc:onConsent', check);
      view.removeEventListener('cc:onChange', check);
    },
  };
}
