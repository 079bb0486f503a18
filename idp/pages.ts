/**
 * The identity provider's HTML: sign-in form, sign-out confirmation, signed-out and error pages.
 * Every interpolated value goes through `escapeHtml`. Pages carry a CSP with a per-response nonce
 * for their one inline style (and the sign-out page's auto-submit script).
 */
import { randomBytes } from 'node:crypto';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (char) => HTML_ESCAPES[char] ?? char);
}

export interface Page {
  html: string;
  /** Value for the Content-Security-Policy header. */
  csp: string;
}

export const LOGIN_ERROR = 'Invalid email or password.';

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f3f4f6; color: #111827; }
  main { width: min(22rem, 100% - 2rem); background: #fff; padding: 2rem; border-radius: .5rem; box-shadow: 0 1px 3px rgb(0 0 0 / .15); }
  h1 { font-size: 1.25rem; margin: 0 0 1.25rem; }
  p { margin: 0 0 1rem; }
  label { display: block; font-weight: 600; margin: 0 0 .25rem; }
  input { display: block; width: 100%; box-sizing: border-box; padding: .5rem; margin: 0 0 1rem; border: 1px solid #6b7280; border-radius: .25rem; font: inherit; }
  input:focus, button:focus { outline: 3px solid #2563eb; outline-offset: 1px; }
  button { width: 100%; padding: .6rem; border: 0; border-radius: .25rem; background: #1d4ed8; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
  .error { color: #991b1b; background: #fef2f2; border: 1px solid #fecaca; padding: .5rem .75rem; border-radius: .25rem; }
  .hint { color: #4b5563; font-size: .875rem; margin-top: 1rem; }
`;

/**
 * `frameAncestors`: who may show the page in a frame. Only the sign-out page is framed (the app's
 * silent sign-out runs it in a hidden iframe); every other page refuses framing (clickjacking).
 */
function layout(title: string, body: string, options: { script?: string; frameAncestors?: readonly string[] } = {}): Page {
  const nonce = randomBytes(16).toString('base64');
  const script = options.script ? `<script nonce="${nonce}">${options.script}</script>` : '';
  const scriptSrc = options.script ? `'nonce-${nonce}'` : "'none'";
  return {
    html: `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
${script}
</body>
</html>`,
    // No form-action: Chrome applies it to the redirect chain that ends at the app's origin.
    csp: `default-src 'none'; style-src 'nonce-${nonce}'; script-src ${scriptSrc}; img-src 'self'; base-uri 'none'; frame-ancestors ${options.frameAncestors?.length ? options.frameAncestors.join(' ') : "'none'"}`,
  };
}

export interface LoginPageInput {
  /** Where the form posts to. */
  action: string;
  email?: string;
  error?: string;
  clientName?: string;
}

export function loginPage({ action, email = '', error, clientName }: LoginPageInput): Page {
  const errorHtml = error ? `<p class="error" id="login-error" role="alert">${escapeHtml(error)}</p>` : '';
  const describedBy = error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  return layout(
    'Sign in',
    `<h1>Sign in${clientName ? ` to ${escapeHtml(clientName)}` : ''}</h1>
${errorHtml}
<form method="post" action="${escapeHtml(action)}" novalidate>
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${describedBy}${error || !email ? ' autofocus' : ''}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}${email && !error ? ' autofocus' : ''}>
  <button type="submit">Sign in</button>
</form>
<p class="hint">Local development identity provider.</p>`,
  );
}

/**
 * RP-initiated logout. `form` is oidc-provider's form (hidden xsrf field). With a valid
 * id_token_hint the page submits itself, so a sign-out needs no extra click (as Keycloak does);
 * without one it asks for confirmation.
 */
export function logoutPage(form: string, autoSubmit: boolean, frameAncestors: readonly string[] = []): Page {
  const formId = /id="([^"]+)"/.exec(form)?.[1] ?? 'op.logoutForm';
  return layout(
    'Sign out',
    `<h1>Sign out</h1>
<p>${autoSubmit ? 'Signing you out…' : 'Do you want to sign out?'}</p>
${form}
<input type="hidden" name="logout" value="yes" form="${escapeHtml(formId)}">
${autoSubmit ? '<noscript>' : ''}<button type="submit" form="${escapeHtml(formId)}">Sign out</button>${autoSubmit ? '</noscript>' : ''}`,
    { frameAncestors, ...(autoSubmit ? { script: `document.getElementById(${JSON.stringify(formId)}).submit();` } : {}) },
  );
}

export function signedOutPage(): Page {
  return layout('Signed out', '<h1>Signed out</h1><p>You have been signed out. You can close this window.</p>');
}

export function errorPage(title: string, message: string): Page {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p>`);
}
