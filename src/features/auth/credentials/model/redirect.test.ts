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
