/**
 * The identity provider's answer in the address bar: detection (query or hash), which kind of
 * callback it is, and its removal once processed.
 */

/** Parameters the provider adds to the return address; removed after the callback. */
export const CALLBACK_PARAMS = ['code', 'state', 'session_state', 'iss', 'error', 'error_description', 'error_uri'] as const;

function paramSets(href: string): URLSearchParams[] {
  const url = new URL(href, 'http://localhost');
  return [new URLSearchParams(url.search), new URLSearchParams(url.hash.replace(/^#/, ''))];
}

/** SPEC §4: a `code` or an `error` together with a `state`, in the query or in the hash. */
export function hasAuthParams(href: string): boolean {
  return paramSets(href).some((params) => (params.has('code') || params.has('error')) && params.has('state'));
}

/** The `state` of the answer (oidc-client-ts appends `;url_state` to its own id). */
export function callbackStateId(href: string): string | null {
  for (const params of paramSets(href)) {
    const state = params.get('state');
    if (state) return state.split(';')[0] ?? null;
  }
  return null;
}

/**
 * A sign-out callback is an answer whose `state` names a sign-out request (`so:*`) that
 * oidc-client-ts stored under `oidc.{id}` when the flow began. A sign-out answer carries no `code`,
 * and on success not even an `error`, so only the stored request can tell it apart.
 */
export function isSignoutCallback(href: string, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  const id = callbackStateId(href);
  if (!id || !storage || paramSets(href).some((params) => params.has('code'))) return false;
  const stored = storage.getItem(`oidc.${id}`);
  if (!stored) return false;
  try {
    const { request_type } = JSON.parse(stored) as { request_type?: unknown };
    return typeof request_type === 'string' && request_type.startsWith('so:');
  } catch {
    return false;
  }
}

/** The same address without the provider's parameters; other parameters and the path are kept. */
export function withoutCallbackParams(href: string): string {
  const url = new URL(href);
  for (const name of CALLBACK_PARAMS) url.searchParams.delete(name);
  if (url.hash) {
    const hash = new URLSearchParams(url.hash.slice(1));
    const looksLikeParams = CALLBACK_PARAMS.some((name) => hash.has(name));
    if (looksLikeParams) {
      for (const name of CALLBACK_PARAMS) hash.delete(name);
      const rest = hash.toString();
      url.hash = rest ? `#${rest}` : '';
    }
  }
  return url.href;
}

/** Rewrites the address bar (no navigation, no history entry) when there is something to remove. */
export function removeCallbackParams(location: Location = globalThis.location, history: History = globalThis.history): void {
  const clean = withoutCallbackParams(location.href);
  if (clean !== location.href) history.replaceState(history.state, '', clean);
}
