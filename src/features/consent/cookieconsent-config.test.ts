import type { CookieValue, Translation } from 'vanilla-cookieconsent';
import {
  analyticsAutoClear,
  buildCookieConsentConfig,
  consentEventFor,
  loadConsentTranslation,
  TRANSLATION_LOAD_ERROR,
  type TranslationLoaders,
  translationLoaders,
} from './cookieconsent-config';
import type { ConsentEvent } from './consent.machine';

const cookie: CookieValue = {
  categories: ['necessary', 'analytics'],
  revision: 1,
  data: null,
  consentId: '5b0c0a3e-2d7f-4c1e-9a4b-1f2e3d4c5b6a',
  consentTimestamp: '2026-01-01T00:00:00.000Z',
  lastConsentTimestamp: '2026-01-01T00:00:00.000Z',
  languageCode: 'en',
  services: { necessary: [], analytics: [] },
  expirationTime: 1,
};

function build(overrides: Partial<Parameters<typeof buildCookieConsentConfig>[0]> = {}) {
  const send = vi.fn<(event: ConsentEvent) => void>();
  const config = buildCookieConsentConfig({ revision: 4, send, secure: false, getAcceptType: () => 'all', ...overrides });
  return { config, send };
}

async function translation(language: 'en' | 'fr' | 'de' | 'es' | 'nl'): Promise<Translation> {
  const loader = build().config.language.translations[language];
  if (typeof loader !== 'function') throw new Error('expected a lazy loader');
  return loader();
}

describe('buildCookieConsentConfig', () => {
  it('uses the exact SPEC §9 settings', () => {
    const { config } = build();
    expect(config.mode).toBe('opt-in');
    expect(config.autoShow).toBe(true);
    expect(config.revision).toBe(4);
    // The managed tags are activated by the third-party gate (never on the sign-in routes).
    expect(config.manageScriptTags).toBe(false);
    expect(config.autoClearCookies).toBe(true);
    expect(config.hideFromBots).toBe(true);
    expect(config.cookie).toEqual({ name: 'cc_cookie', expiresAfterDays: 182, path: '/', sameSite: 'Lax', secure: false });
    expect(config.guiOptions).toEqual({
      consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true },
      preferencesModal: { layout: 'box', position: 'left' },
    });
    expect(config.categories.necessary).toEqual({ enabled: true, readOnly: true });
    expect(config.categories.analytics?.autoClear?.reloadPage).toBe(true);
    expect(config.language.default).toBe('en');
    expect(config.language.autoDetect).toBe('browser');
    expect(Object.keys(config.language.translations)).toEqual(['en', 'fr', 'de', 'es', 'nl']);
  });

  it('sets Secure only on https by default', () => {
    const send = vi.fn();
    expect(buildCookieConsentConfig({ revision: 1, send }).cookie?.secure).toBe(false);
    expect(buildCookieConsentConfig({ revision: 1, send, secure: true }).cookie?.secure).toBe(true);
  });

  it('withdrawing analytics clears every cookie of the category: analytics, recording and chat', () => {
    const patterns = build().config.categories.analytics?.autoClear?.cookies.map((c) => c.name as RegExp) ?? [];
    const matches = (name: string) => patterns.some((p) => p.test(name));
    for (const name of ['_ga', '_ga_ABC123', '_gid', '_gat_UA-1', '_hjSessionUser_123', '_hjSession_123', '_hjid', 'intercom-session-abc', 'intercom-device-id-abc', 'intercom-id-abc']) {
      expect(matches(name), name).toBe(true);
    }
    for (const name of ['cc_cookie', 'ga', 'session', 'my_ga']) expect(matches(name), name).toBe(false);
  });

  it('clears them on the host and on each parent domain they may have been set for', () => {
    const domains = (hostname: string) => [
      ...new Set(analyticsAutoClear(hostname).cookies.map((cookie) => cookie.domain ?? '(host)')),
    ];
    expect(domains('app.receivables.example.com')).toEqual(['(host)', 'receivables.example.com', 'example.com']);
    expect(domains('example.com')).toEqual(['(host)']);
    expect(domains('localhost')).toEqual(['(host)']);
    expect(domains('127.0.0.1')).toEqual(['(host)']);
    expect(analyticsAutoClear('a.example.com').reloadPage).toBe(true);
  });

  it('English labels are exact', async () => {
    const en = await translation('en');
    expect(en.consentModal).toMatchObject({
      acceptAllBtn: 'Accept all',
      acceptNecessaryBtn: 'Reject all',
      showPreferencesBtn: 'Manage preferences',
    });
    expect(en.preferencesModal).toMatchObject({
      acceptAllBtn: 'Accept all',
      acceptNecessaryBtn: 'Reject all',
      savePreferencesBtn: 'Save preferences',
      closeIconLabel: 'Close',
    });
    expect(en.preferencesModal.sections.map((s) => [s.title, s.linkedCategory])).toEqual([
      ['Strictly necessary', 'necessary'],
      ['Performance and Analytics', 'analytics'],
    ]);
  });

  it('English cookie tables list every cookie with its duration', async () => {
    const en = await translation('en');
    const rows = en.preferencesModal.sections.flatMap((s) =>
      (s.cookieTable?.body ?? []).map((row) => [s.linkedCategory, row.name, row.duration]),
    );
    expect(rows).toEqual([
      ['necessary', 'cc_cookie', '182 days'],
      ['analytics', '_ga', '12 days'],
      ['analytics', '_gid', 'Session'],
      ['analytics', 'intercom-session-{appId}', '1 week'],
      ['analytics', 'intercom-device-id-{appId}', '9 months'],
      ['analytics', '_hjSessionUser_{siteId}', '365 days'],
      ['analytics', '_hjSession_{siteId}', '30 minutes'],
    ]);
  });

  it.each(['fr', 'de', 'es', 'nl'] as const)('%s is really translated with the same structure', async (language) => {
    const [en, other] = await Promise.all([translation('en'), translation(language)]);
    expect(other.consentModal.acceptAllBtn).not.toBe(en.consentModal.acceptAllBtn);
    expect(other.preferencesModal.savePreferencesBtn).not.toBe(en.preferencesModal.savePreferencesBtn);
    expect(other.preferencesModal.sections[1]?.title).not.toBe('Performance and Analytics');
    expect(other.preferencesModal.sections.map((s) => s.cookieTable?.body.map((r) => r.name))).toEqual(
      en.preferencesModal.sections.map((s) => s.cookieTable?.body.map((r) => r.name)),
    );
  });

  it('a failing translation load logs and throws "could not load translation"', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loaders: TranslationLoaders = { ...translationLoaders, fr: () => Promise.reject(new Error('chunk failed')) };
    await expect(loadConsentTranslation('fr', loaders)).rejects.toThrow(TRANSLATION_LOAD_ERROR);
    expect(TRANSLATION_LOAD_ERROR).toBe('could not load translation');
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ message: 'could not load translation' }));

    const { config } = build({ loaders });
    const lazy = config.language.translations.fr;
    if (typeof lazy !== 'function') throw new Error('expected a lazy loader');
    await expect(lazy()).rejects.toThrow('could not load translation');
  });

  it('consent callbacks send machine events with the library record', () => {
    let acceptType: 'all' | 'necessary' | 'custom' = 'all';
    const { config, send } = build({ getAcceptType: () => acceptType });
    config.onFirstConsent?.({ cookie });
    expect(send).toHaveBeenLastCalledWith({ type: 'ACCEPT_ALL', record: cookie });
    acceptType = 'necessary';
    config.onConsent?.({ cookie: { ...cookie, categories: ['necessary'] } });
    expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'REJECT_ALL' }));
    acceptType = 'custom';
    config.onChange?.({ cookie, changedCategories: ['analytics'], changedServices: {} });
    expect(send).toHaveBeenLastCalledWith({ type: 'SAVE', categories: cookie.categories, record: cookie });
  });

  it('withdrawing analytics also clears what its services kept in local and session storage; the app\'s own keys stay', () => {
    localStorage.setItem('_hjSessionUser_123', '{"id":"x"}');
    localStorage.setItem('hjViewportId', 'v');
    localStorage.setItem('intercom.intercom-state-abc', '{}');
    localStorage.setItem('_ga_ABC', 'GS1');
    sessionStorage.setItem('_hjSession_123', '{}');
    localStorage.setItem('administrationId', 'adm-nl-001');
    localStorage.setItem('i18nextLng', 'nl');
    const { config } = build({ getAcceptType: () => 'custom' });
    config.onChange?.({ cookie, changedCategories: [], changedServices: {} });
    expect(localStorage.getItem('_hjSessionUser_123')).not.toBeNull(); // still consented
    config.onChange?.({ cookie: { ...cookie, categories: ['necessary'] }, changedCategories: ['analytics'], changedServices: {} });
    expect(Object.keys(localStorage).sort()).toEqual(['administrationId', 'i18nextLng']);
    expect(Object.keys(sessionStorage)).toEqual([]);
    localStorage.clear();
  });

  it('preferences modal show/hide send SHOW_PREFERENCES / HIDE_PREFERENCES', () => {
    const { config, send } = build();
    config.onModalShow?.({ modalName: 'consentModal' });
    expect(send).not.toHaveBeenCalled();
    config.onModalShow?.({ modalName: 'preferencesModal' });
    expect(send).toHaveBeenLastCalledWith({ type: 'SHOW_PREFERENCES' });
    config.onModalHide?.({ modalName: 'preferencesModal' });
    expect(send).toHaveBeenLastCalledWith({ type: 'HIDE_PREFERENCES' });
  });

  it('consentEventFor maps accept types', () => {
    expect(consentEventFor(cookie, 'all').type).toBe('ACCEPT_ALL');
    expect(consentEventFor(cookie, 'necessary').type).toBe('REJECT_ALL');
    expect(consentEventFor(cookie, 'custom').type).toBe('SAVE');
  });
});
