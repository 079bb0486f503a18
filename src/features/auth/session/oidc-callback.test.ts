import { callbackStateId, hasAuthParams, isSignoutCallback, withoutCallbackParams } from './oidc-callback';

const base = 'https://app.example.test';

describe('hasAuthParams', () => {
  it.each([
    ['/cb?code=c&state=s', true],
    ['/cb#code=c&state=s', true],
    ['/cb?error=access_denied&state=s', true],
    ['/cb#error=login_required&state=s', true],
    ['/cb?code=c', false],
    ['/cb?state=s', false],
    ['/cb?error=e', false],
    ['/cb?code=c#state=s', false],
    ['/cb', false],
  ])('%s → %s', (path, expected) => {
    expect(hasAuthParams(`${base}${path}`)).toBe(expected);
  });
});

describe('callbackStateId', () => {
  it("drops oidc-client-ts's url_state suffix", () => {
    expect(callbackStateId(`${base}/?code=c&state=abc%3Bextra`)).toBe('abc');
    expect(callbackStateId(`${base}/#state=def`)).toBe('def');
    expect(callbackStateId(`${base}/`)).toBeNull();
  });
});

describe('isSignoutCallback', () => {
  const storage = new Map<string, string>([
    ['oidc.so1', JSON.stringify({ request_type: 'so:r' })],
    ['oidc.si1', JSON.stringify({ request_type: 'si:r' })],
    ['oidc.bad', '{'],
  ]);
  const store = { getItem: (key: string) => storage.get(key) ?? null };

  it.each([
    ['/login?state=so1', true],
    ['/login?error=e&state=so1', true],
    ['/login#state=so1', true],
    ['/login?code=c&state=so1', false],
    ['/login?state=si1', false],
    ['/login?state=unknown', false],
    ['/login?state=bad', false],
    ['/login', false],
  ])('%s → %s', (path, expected) => {
    expect(isSignoutCallback(`${base}${path}`, store)).toBe(expected);
  });
});

describe('withoutCallbackParams', () => {
  it.each([
    ['/c/1?tab=x&code=c&state=s&session_state=ss&iss=i', '/c/1?tab=x'],
    ['/c/1?error=e&error_description=d&error_uri=u&state=s&keep=1', '/c/1?keep=1'],
    ['/c/1?code=c&state=s#section', '/c/1#section'],
    ['/c/1?keep=1#code=c&state=s&session_state=ss', '/c/1?keep=1'],
    ['/c/1#code=c&state=s&other=1', '/c/1#other=1'],
    ['/c/1?tab=x', '/c/1?tab=x'],
  ])('%s → %s', (path, expected) => {
    expect(withoutCallbackParams(`${base}${path}`)).toBe(`${base}${expected}`);
  });
});
