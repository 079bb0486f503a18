/**
 * Managed script tags (vanilla-cookieconsent `manageScriptTags`): inert `type="text/plain"` tags
 * with `data-category="analytics"` that the library turns into real scripts only once analytics
 * is accepted. External sources go in `data-src`, so nothing is fetched before consent.
 */

export interface ThirdPartyIds {
  /** Google Analytics 4 measurement id, e.g. G-XXXXXXXXXX. */
  analyticsId?: string;
  /** Hotjar site id (digits). */
  recordingId?: string;
  /** Intercom app id. */
  chatId?: string;
}

const MANAGED_ATTRIBUTE = 'data-consent-managed';
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const DIGITS = /^\d{1,20}$/;

/** One managed tag: an external script (`src`) or an inline snippet. */
export interface ScriptSpec {
  service: string;
  src?: string;
  inline?: string;
}

/**
 * The tags for the given ids (invalid ids are skipped with a warning). Also read by the
 * Content-Security-Policy builder (scripts/csp.ts), which allows exactly these sources and hashes.
 */
export function scriptsFor({ analyticsId, recordingId, chatId }: ThirdPartyIds): ScriptSpec[] {
  const specs: ScriptSpec[] = [];
  if (analyticsId) {
    if (SAFE_ID.test(analyticsId)) {
      const id = JSON.stringify(analyticsId);
      specs.push(
        { service: 'google-analytics', src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analyticsId)}` },
        {
          service: 'google-analytics',
          inline: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${id});`,
        },
      );
    } else console.warn('consent: ignoring an invalid analytics id');
  }
  if (recordingId) {
    if (DIGITS.test(recordingId)) {
      specs.push({
        service: 'hotjar',
        inline: `(function(h,o,t,j,a,r){h.hj=h.hj||function(){(h.hj.q=h.hj.q||[]).push(arguments)};h._hjSettings={hjid:${recordingId},hjsv:6};a=o.getElementsByTagName('head')[0];r=o.createElement('script');r.async=1;r.src=t+h._hjSettings.hjid+j+h._hjSettings.hjsv;a.appendChild(r);})(window,document,'https://static.hotjar.com/c/hotjar-','.js?sv=');`,
      });
    } else console.warn('consent: ignoring an invalid session-recording id');
  }
  if (chatId) {
    if (SAFE_ID.test(chatId)) {
      specs.push(
        {
          service: 'intercom',
          inline: `window.intercomSettings={api_base:'https://api-iam.intercom.io',app_id:${JSON.stringify(chatId)}};`,
        },
        { service: 'intercom', src: `https://widget.intercom.io/widget/${encodeURIComponent(chatId)}` },
      );
    } else console.warn('consent: ignoring an invalid chat id');
  }
  return specs;
}

/**
 * Adds the managed tags for the given ids to <head> (once). Nothing is added when no id is set.
 * Must run before `CookieConsent.run`, which scans the document for managed tags.
 */
export function registerManagedScripts(ids: ThirdPartyIds, doc: Document = document): HTMLScriptElement[] {
  if (doc.head.querySelector(`script[${MANAGED_ATTRIBUTE}]`)) return [];
  return scriptsFor(ids).map((spec) => {
    const script = doc.createElement('script');
    script.type = 'text/plain';
    script.setAttribute('data-category', 'analytics');
    script.setAttribute('data-service', spec.service);
    script.setAttribute(MANAGED_ATTRIBUTE, '');
    if (spec.src) {
      script.setAttribute('data-src', spec.src);
      script.async = true;
    }
    if (spec.inline) script.textContent = spec.inline;
    doc.head.appendChild(script);
    return script;
  });
}
