/** The session part of the auth feature: what the app shell, routes and screens use. */
export { AuthProvider, useAuthService, useAuthState, useSignInProviderState } from './auth-context';
export {
  AUTH_STORAGE_KEYS,
  type AuthActor,
  type AuthContext,
  type AuthEvent,
  authMachine,
  type AuthSnapshot,
  hasSession,
  readStoredSession,
  type UserInfo,
} from './auth.machine';
export { type AuthService, startAuth, type StartAuthOptions } from './auth-service';
export { createUnauthorizedHandler, postAccountRefresh, type TokenPair } from './refresh-strategy';
export {
  type SignInProviderActor,
  type SignInProviderContext,
  type SignInProviderEvent,
  signInProviderMachine,
  type SignInProviderSnapshot,
} from './sign-in-provider.machine';
export {
  type NavigatorMethod,
  RENEW_SILENT_FAILED,
  SIGN_IN_FAILED,
  SIGN_OUT_FAILED,
  SignInProviderError,
} from './sign-in-provider.errors';
export { createUserManagerSettings } from './user-manager-settings';
