/**
 * OpenID Connect Session Management 1.0 for the local provider, as Keycloak offers it
 * (`login-status-iframe.html`): oidc-provider 9 dropped the draft, so it lives here.
 *
 * - Every authorization answer carries `session_state = hash "." salt`, where
 *   hash = base64url(SHA-256(client_id " " origin " " browser_state " " salt)).
 * - The browser state is a cookie of the provider's origin that scripts may read (the frame
 *   compares against it); it changes when the provider session does.
 * - The check-session frame answers the app's `postMessage("client_id session_state")` with
 *   "unchanged", "changed" or "error" (§4.1 of the spec), to allowed app origins only.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Page } from './pages';

export const CHECK_SESSION_PATH = '/session/check';
export const BROWSER_STATE_COOKIE = 'op_browser_state';

export function sessionState(clientId: string, origin: string, browserState: string, salt: string): string {
  const hash = createHash('sha256').update(`${clientId} ${origin} ${browserState} ${salt}`, 'utf8').digest('base64url');
  return `${hash}.${salt}`;
}

/**
 * The frame's script, plain JavaScript (it runs as written in the browser and, in tests, through
 * `new Function` with a stand-in window). Arguments: the window, the allowed origins, the cookie name.
 */
export const CHECK_SESSION_SCRIPT = `
(function (win, allowedOrigins, cookieName) {
  var encoder = new TextEncoder();
  function base64url(buffer) {
    var text = '';
    new Uint8Array(buffer).forEach(function (byte) { text += String.fromCharCode(byte); });
    return win.btoa(text).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  }
  function browserState() {
    var parts = win.document.cookie ? win.document.cookie.split(';') : [];
    for (var i = 0; i < parts.length; i += 1) {
      var part = parts[i].trim();
      var at = part.indexOf('=');
      if (at > 0 && part.slice(0, at) === cookieName) return part.slice(at + 1);
    }
    return '';
  }
  win.addEventListener('message', function (event) {
    if (allowedOrigins.indexOf(event.origin) < 0 || !event.source) return;
    function reply(status) { event.source.postMessage(status, event.origin); }
    if (typeof event.data !== 'string') return reply('error');
    var fields = event.data.split(' ');
    var state = (fields[1] || '').split('.');
    if (fields.length !== 2 || !fields[0] || state.length !== 2 || !state[0] || !state[1]) return reply('error');
    var text = fields[0] + ' ' + event.origin + ' ' + browserState() + ' ' + state[1];
    win.crypto.subtle.digest('SHA-256', encoder.encode(text)).then(
      function (digest) { reply(base64url(digest) === state[0] ? 'unchanged' : 'changed'); },
      function () { reply('error'); }
    );
  });
})`;

/** The check-session frame: framed by the app origins only, its one script allowed by nonce. */
export function checkSessionPage(appOrigins: readonly string[]): Page {
  const nonce = randomBytes(16).toString('base64');
  const call = `${CHECK_SESSION_SCRIPT}(window, ${JSON.stringify(appOrigins)}, ${JSON.stringify(BROWSER_STATE_COOKIE)});`;
  return {
    html: `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Session check</title></head>
<body><script nonce="${nonce}">${call}</script></body>
</html>`,
    csp: `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors ${appOrigins.length ? appOrigins.join(' ') : "'none'"}`,
  };
}
