import 'vanilla-cookieconsent/dist/cookieconsent.css';
import * as CookieConsent from 'vanilla-cookieconsent';
import { type Actor, createActor } from 'xstate';
import { buildCookieConsentConfig, clearAnalyticsStorage } from './cookieconsent-config';
import { CONSENT_CATEGORY_ANALYTICS, CONSENT_COOKIE_NAME } from './consent.constants';
import { consentMachine } from './consent.machine';
import { registerManagedScripts, type ThirdPartyIds } from './managed-scripts';
import { documentPath, type PathWatcher, startThirdPartyGate } from './third-parties';

export interface StartConsentOptions extends ThirdPartyIds {
  /** Bump to ask every user again (SPEC §4). */
  revision: number;
  /** The app's path and its changes: third parties never run on the sign-in routes. Defaults to the page's path. */
  path?: PathWatcher;
}

export interface ConsentHandle {
  actor: Actor<typeof consentMachine>;
  /** Resolves once the library ran (rejects e.g. on 'could not load translation'). */
  ready: Promise<void>;
  showPreferences: () => void;
  stop: () => void;
}

let current: ConsentHandle | null = null;

/** Reads the stored consent record (cookie cc_cookie, JSON, URI-encoded); null when absent or unreadable. */
export function readStoredConsent(doc: Document = document): unknown {
  const prefix = `${CONSENT_COOKIE_NAME}=`;
  const raw = doc.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (!raw) return null;
  try {
    return JSON.parse(decodeURIComponent(raw.slice(prefix.length))) as unknown;
  } catch {
    return null;
  }
}

/**
 * Starts cookie consent once per page: the consent machine, the managed third-party tags (only
 * for the ids given) and vanilla-cookieconsent (banner, preferences modal, cookie cc_cookie).
 * Calling it again returns the running handle.
 */
export function startConsent({ revision, path = documentPath, ...ids }: StartConsentOptions): ConsentHandle {
  if (current) return current;
  const actor = createActor(consentMachine).start();
  actor.send({ type: 'START', record: readStoredConsent(), revision, now: Date.now() });
  registerManagedScripts(ids);
  const ready = CookieConsent.run(buildCookieConsentConfig({ revision, send: (event) => actor.send(event) }));
  // A translation failure is already logged as 'could not load translation'; keep it off unhandled rejections.
  ready.catch(() => undefined);
  // Withdrawal reloads the page: whatever the services stored before is cleared on the next start too.
  void ready.then(() => {
    if (!CookieConsent.acceptedCategory(CONSENT_CATEGORY_ANALYTICS)) clearAnalyticsStorage();
  }, () => undefined);
  const gate = startThirdPartyGate({ path, analyticsAccepted: () => CookieConsent.acceptedCategory(CONSENT_CATEGORY_ANALYTICS) });
  const handle: ConsentHandle = {
    actor,
    ready,
    showPreferences: () => CookieConsent.showPreferences(),
    stop: () => {
      gate.stop();
      actor.stop();
      if (current === handle) current = null;
    },
  };
  current = handle;
  return handle;
}

/** The running handle, if startConsent was called.
 * @internal Tests read the stored consent with it.
 */
export function getConsent(): ConsentHandle | null {
  return current;
}

/** Opens the preferences modal (the library's modal; the machine follows via onModalShow). */
export function showConsentPreferences(): void {
  CookieConsent.showPreferences();
}
