/**
 * The seam between the sign-in screens and the session machinery. The screens only ask for two
 * things: start a single-sign-on sign-in, and take over the tokens of a credentials sign-in. The
 * integrator provides both (the sign-in provider actor's `signinRedirect`, the auth actor's
 * `CREDENTIALS_SET`); tests provide fakes. Unwired, both fail loudly.
 */
import { createContext, type ReactNode, useContext } from 'react';

export type CredentialsTokens = { accessToken: string; refreshToken: string };

export type AuthActions = {
  /** Starts the single-sign-on flow (usually a full-page redirect to the identity provider). */
  signInWithSso: (returnTo?: string) => void | Promise<void>;
  /** Stores the tokens of an ordinary-credentials sign-in as the session (SPEC §4, state 1). */
  completeCredentialsSignIn: (tokens: CredentialsTokens) => void | Promise<void>;
};

function notWired(): never {
  throw new Error('Auth actions are not wired: render the app inside <AuthActionsProvider>');
}

export const defaultAuthActions: AuthActions = {
  signInWithSso: notWired,
  completeCredentialsSignIn: notWired,
};

export const AuthActionsContext = createContext<AuthActions>(defaultAuthActions);

export function AuthActionsProvider({ value, children }: { value: AuthActions; children: ReactNode }) {
  return <AuthActionsContext.Provider value={value}>{children}</AuthActionsContext.Provider>;
}

export function useAuthActions(): AuthActions {
  return useContext(AuthActionsContext);
}
