import { type AnyRoute, createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { isSignInPath, startThirdPartyGate } from './third-parties';
import { registerManagedScripts } from './managed-scripts';

const IDS = { analyticsId: 'G-TEST123', recordingId: '1234567', chatId: 'abc123' };

function fakePath(initial: string) {
  let current = initial;
  const listeners = new Set<(pathname: string) => void>();
  return {
    current: () => current,
    subscribe: (listener: (pathname: string) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    go(pathname: string) {
      current = pathname;
      listeners.forEach((listener) => listener(pathname));
    },
  };
}

const live = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[data-service]')].filter((s) => s.type !== 'text/plain');
const inert = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[data-service][type="text/plain"]')];

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

function start(pathname: string, accepted: boolean) {
  registerManagedScripts(IDS);
  const path = fakePath(pathname);
  const consent = { accepted };
  const reload = vi.fn();
  const gate = startThirdPartyGate({ path, analyticsAccepted: () => consent.accepted, reload });
  stop = gate.stop;
  return { path, consent, reload, gate };
}

describe('third parties and the sign-in routes', () => {
  it.each(['/login', '/login/account-activation', '/forgot-pass', '/reset-pass', '/signup', '/welcome', '/setuptwofa', '/login/', '/auth/callback', '/auth/signed-out'])(
    '%s is a sign-in route',
    (pathname) => expect(isSignInPath(pathname)).toBe(true),
  );

  it.each(['/dashboard', '/templates', '/', '/loginx', '/administrations/adm-1/settings/profile', '/LOGINX', '/customers/login'])('%s is not', (pathname) =>
    expect(isSignInPath(pathname)).toBe(false),
  );

  it.each(['/LOGIN', '/Login', '/SIGNUP', '/FORGOT-PASS', '/Reset-Pass/', '/login/ACCOUNT-ACTIVATION', '/%6Cogin', '//login', '/AUTH/Callback'])(
    '%s is one too: the router matches paths case-insensitively',
    (pathname) => expect(isSignInPath(pathname)).toBe(true),
  );

  it('every route of the signed-out layout and of /auth is a sign-in route, in any case', () => {
    // The context is what the app provides at run time; matching paths needs none of it.
    const router = createRouter({ routeTree, context: {} as never });
    const paths = (Object.values(router.routesById) as AnyRoute[])
      .filter((route) => route.id.startsWith('/_public/') || route.id.startsWith('/auth/'))
      .map((route) => route.fullPath);
    expect(paths).toContain('/login/account-activation');
    expect(paths.length).toBeGreaterThan(8);
    for (const path of paths) {
      expect(isSignInPath(path), path).toBe(true);
      expect(isSignInPath(path.toUpperCase()), path.toUpperCase()).toBe(true);
    }
  });

  it('with consent given, nothing starts on /login; all start, in order, once the app is reached', () => {
    const { path } = start('/login', true);
    expect(live()).toEqual([]);
    expect(inert()).toHaveLength(5);

    path.go('/reset-pass');
    expect(live()).toEqual([]);

    path.go('/dashboard');
    expect(live().map((s) => s.dataset.service)).toEqual(['google-analytics', 'google-analytics', 'hotjar', 'intercom', 'intercom']);
    expect(inert()).toEqual([]);
    expect(live()[0]?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    expect(live()[0]?.async).toBe(false); // external scripts run in the order of the tags
    expect(live()[2]?.textContent).toContain('hjid:1234567');

    path.go('/templates');
    expect(live()).toHaveLength(5); // once
  });

  it('without consent nothing starts in the app; consent given there starts them', () => {
    const { consent } = start('/dashboard', false);
    expect(live()).toEqual([]);
    consent.accepted = true;
    window.dispatchEvent(new CustomEvent('cc:onConsent'));
    expect(live()).toHaveLength(5);
  });

  it('consent given on a sign-in route waits for the app', () => {
    const { consent, path } = start('/signup', false);
    consent.accepted = true;
    window.dispatchEvent(new CustomEvent('cc:onChange'));
    expect(live()).toEqual([]);
    path.go('/dashboard');
    expect(live()).toHaveLength(5);
  });

  it('returning to a sign-in route with third parties running loads that page afresh, without them', () => {
    const { path, reload } = start('/dashboard', true);
    expect(live()).toHaveLength(5);
    path.go('/templates');
    expect(reload).not.toHaveBeenCalled();
    path.go('/login');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops listening when stopped', () => {
    const { path, gate } = start('/login', true);
    gate.stop();
    path.go('/dashboard');
    expect(live()).toEqual([]);
  });
});
