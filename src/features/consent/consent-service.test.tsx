import * as CookieConsent from 'vanilla-cookieconsent';
import { getConsent, readStoredConsent, startConsent } from './consent-service';
import { registerManagedScripts } from './managed-scripts';

vi.mock('vanilla-cookieconsent', () => ({
  run: vi.fn(() => Promise.resolve()),
  showPreferences: vi.fn(),
  getUserPreferences: vi.fn(() => ({ acceptType: 'all' })),
  acceptedCategory: vi.fn(() => false),
}));

function managedScripts() {
  return [...document.head.querySelectorAll<HTMLScriptElement>('script[data-category]')];
}

beforeEach(() => {
  vi.clearAllMocks();
});

afterEach(() => {
  getConsent()?.stop();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  document.cookie = 'cc_cookie=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('startConsent', () => {
  it('runs vanilla-cookieconsent with the config and asks on a first visit, adding no script without ids', async () => {
    const handle = startConsent({ revision: 2 });
    await handle.ready;
    expect(CookieConsent.run).toHaveBeenCalledTimes(1);
    const config = vi.mocked(CookieConsent.run).mock.calls[0]?.[0];
    expect(config?.revision).toBe(2);
    expect(config?.cookie?.name).toBe('cc_cookie');
    expect(handle.actor.getSnapshot().value).toBe('asked');
    expect(managedScripts()).toHaveLength(0);
    expect(document.cookie).toBe('');
  });

  it('is idempotent', () => {
    expect(startConsent({ revision: 1 })).toBe(startConsent({ revision: 1 }));
    expect(CookieConsent.run).toHaveBeenCalledTimes(1);
  });

  it('library callbacks drive the machine', () => {
    const handle = startConsent({ revision: 1 });
    const config = vi.mocked(CookieConsent.run).mock.calls[0]?.[0];
    const cookie = {
      categories: ['necessary', 'analytics'],
      revision: 1,
      data: null,
      consentId: '5b0c0a3e-2d7f-4c1e-9a4b-1f2e3d4c5b6a',
      consentTimestamp: new Date().toISOString(),
      lastConsentTimestamp: new Date().toISOString(),
      languageCode: 'en',
      services: {},
      expirationTime: Date.now() + 10_000,
    };
    config?.onFirstConsent?.({ cookie });
    expect(handle.actor.getSnapshot().value).toBe('accepted');
    expect(handle.actor.getSnapshot().context.record).toEqual(cookie);
  });

  it('restores a valid stored record from cc_cookie', () => {
    const stored = {
      categories: ['necessary'],
      revision: 3,
      data: null,
      consentId: '5b0c0a3e-2d7f-4c1e-9a4b-1f2e3d4c5b6a',
      consentTimestamp: '2026-01-01T00:00:00.000Z',
      lastConsentTimestamp: '2026-01-01T00:00:00.000Z',
      languageCode: 'en',
      services: {},
      expirationTime: Date.now() + 10_000,
    };
    document.cookie = `cc_cookie=${encodeURIComponent(JSON.stringify(stored))}; path=/`;
    expect(readStoredConsent()).toEqual(stored);
    expect(startConsent({ revision: 3 }).actor.getSnapshot().value).toBe('rejected');
  });

  it('asks again when the stored record has an older revision', () => {
    document.cookie = `cc_cookie=${encodeURIComponent(JSON.stringify({ revision: 1 }))}; path=/`;
    expect(startConsent({ revision: 3 }).actor.getSnapshot().value).toBe('asked');
  });

  it('unreadable cookie is no consent', () => {
    document.cookie = 'cc_cookie=%7Bnot-json; path=/';
    expect(readStoredConsent()).toBeNull();
  });

  it('registers inert managed tags for the given ids only', () => {
    startConsent({ revision: 1, analyticsId: 'G-TEST123', recordingId: '1234567', chatId: 'abc123' });
    const scripts = managedScripts();
    expect(scripts.map((s) => s.dataset.service)).toEqual([
      'google-analytics',
      'google-analytics',
      'hotjar',
      'intercom',
      'intercom',
    ]);
    for (const script of scripts) {
      expect(script.type).toBe('text/plain');
      expect(script.dataset.category).toBe('analytics');
      expect(script.getAttribute('src')).toBeNull();
    }
    expect(scripts[0]?.dataset.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    expect(scripts[2]?.textContent).toContain('hjid:1234567');
    expect(scripts[4]?.dataset.src).toBe('https://widget.intercom.io/widget/abc123');
  });

  it('registers only the services whose id is set, and rejects unsafe ids', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    registerManagedScripts({ recordingId: '42' });
    expect(managedScripts().map((s) => s.dataset.service)).toEqual(['hotjar']);
    document.head.querySelectorAll('script').forEach((s) => s.remove());
    expect(registerManagedScripts({ analyticsId: "x');alert(1)//", recordingId: 'abc', chatId: '<x>' })).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
