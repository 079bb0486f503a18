/**
 * React bindings for the service `startAuth` returns: the app shell provides it once, components
 * select what they need (re-rendering only when that changes) and send events to the actors.
 *
 *   <AuthProvider service={auth}>…</AuthProvider>
 *   const signedIn = useAuthState((s) => s.context.accessToken !== null);
 *   const { isLoading, error } = useSignInProviderState((s) => s.context);
 */
import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, use } from 'react';
import type { AuthSnapshot } from './auth.machine';
import type { AuthService } from './auth-service';
import type { SignInProviderSnapshot } from './sign-in-provider.machine';

const AuthServiceContext = createContext<AuthService | null>(null);

export function AuthProvider({ service, children }: { service: AuthService; children: ReactNode }) {
  return <AuthServiceContext value={service}>{children}</AuthServiceContext>;
}

export function useAuthService(): AuthService {
  const service = use(AuthServiceContext);
  if (!service) throw new Error('useAuthService must be used inside <AuthProvider>');
  return service;
}

export function useAuthState<T>(selector: (snapshot: AuthSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useAuthService().authActor, selector, compare);
}

export function useSignInProviderState<T>(
  selector: (snapshot: SignInProviderSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useAuthService().signInActor, selector, compare);
}
