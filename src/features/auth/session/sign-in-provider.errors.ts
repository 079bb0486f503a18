/** The sign-in and sign-out flows the provider runs (SPEC §4), named as oidc-client-ts names them. */
export type NavigatorMethod =
  | 'signinRedirect'
  | 'signinPopup'
  | 'signinSilent'
  | 'signoutRedirect'
  | 'signoutPopup'
  | 'signoutSilent';

export type ErrorSource = NavigatorMethod | 'signinCallback' | 'signoutCallback' | 'renewSilent';

/** SPEC §8: the tags sign-in provider errors carry. */
export const SIGN_IN_FAILED = 'Sign-in failed';
export const SIGN_OUT_FAILED = 'Sign-out failed';
export const RENEW_SILENT_FAILED = 'Renew silent failed';

export function unknownFlowErrorMessage(method: NavigatorMethod): string {
  return `Unknown error while running ${method}`;
}

/** A sign-in provider error: the message is the tag, the original error is the `cause`. */
export class SignInProviderError extends Error {
  override readonly name = 'SignInProviderError';
  constructor(
    message: string,
    readonly source: ErrorSource,
    cause: unknown,
  ) {
    super(message, { cause });
  }
}

export function signinCallbackError(cause: unknown): SignInProviderError {
  return new SignInProviderError(SIGN_IN_FAILED, 'signinCallback', cause);
}

export function signoutCallbackError(cause: unknown): SignInProviderError {
  return new SignInProviderError(SIGN_OUT_FAILED, 'signoutCallback', cause);
}

export function renewSilentError(cause: unknown): SignInProviderError {
  return new SignInProviderError(RENEW_SILENT_FAILED, 'renewSilent', cause);
}

export function flowError(method: NavigatorMethod, cause: unknown): SignInProviderError {
  return new SignInProviderError(unknownFlowErrorMessage(method), method, cause);
}
