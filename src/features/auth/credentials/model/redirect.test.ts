import { DEFAULT_REDIRECT, loginSearchSchema, redirectTarget, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/templates?sort=name#top', '/templates?sort=name#top'],
    ['/customers/42/invoices', '/customers/42/invoices'],
    ['/a/../templates', '/templates'],
  ])('keeps the app path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/dashboard',
    'https://evil.example',
    'http://evil.example/dashboard',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'dashboard',
    '',
    ' /dashboard',
    '/login',
    '/login/account-activation?token=x',
    '/reset-pass?token=x',
  ])('refuses %j', (value) => {
    expect(safeRedirect(value)).toBeUndefined();
    expect(redirectTarget(value)).toBe(DEFAULT_REDIRECT);
  });

  // Path normalisation and percent-decoding turn these into a protocol-relative `//host` (another
  // site) once the router or the browser reads them.
  it.each([
    '/.//evil.example',
    '/././/evil.example/dashboard',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E//evil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/./%2F/evil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%252F%252Fevil.example',
    '/dashboard/%2e%2e/%2F%2Fevil.example',
  ])('refuses %j, which normalises to another host', (value) => {
    expect(safeRedirect(value)).toBeUndefined();
    expect(redirectTarget(value)).toBe(DEFAULT_REDIRECT);
  });

  it.each(['/.//evil.example', '/%2F%2Fevil.example', '/%5Cevil.example', '/a/..//x', '//x', '/\\x'])(
    'never returns a value starting with // or /\\ (%j)',
    (value) => {
      const result = redirectTarget(value);
      expect(result.startsWith('//')).toBe(false);
      expect(result.startsWith('/\\')).toBe(false);
      expect(decodeURIComponent(result).startsWith('//')).toBe(false);
    },
  );

  it('keeps encoded characters that cannot make another host', () => {
    expect(safeRedirect('/templates?name=a%2Fb')).toBe('/templates?name=a%2Fb');
    expect(safeRedirect('/customers/J%C3%BCrgen')).toBe('/customers/J%C3%BCrgen');
  });

  it('refuses what is not a string', () => {
    expect(safeRedirect(42)).toBeUndefined();
    expect(safeRedirect(['/dashboard'])).toBeUndefined();
    expect(redirectTarget(undefined)).toBe('/dashboard');
  });

  it('parses login search params without ever failing', () => {
    expect(loginSearchSchema.parse({ redirect: '/templates' })).toEqual({ redirect: '/templates' });
    expect(loginSearchSchema.parse({ redirect: '//evil.example' })).toEqual({ redirect: undefined });
    expect(loginSearchSchema.parse({})).toEqual({});
  });
});
