import * as CookieConsent from 'vanilla-cookieconsent';
import { createActor } from 'xstate';
import { buildCookieConsentConfig } from './cookieconsent-config';
import { consentMachine } from './consent.machine';
import { registerManagedScripts } from './managed-scripts';
import { startThirdPartyGate } from './third-parties';

/** Integration with the real vanilla-cookieconsent in jsdom. */
describe('vanilla-cookieconsent with the consent config', () => {
  afterEach(() => {
    CookieConsent.reset(true);
    document.head.querySelectorAll('script').forEach((s) => s.remove());
    document.body.innerHTML = '';
  });

  function pathAt(pathname: string) {
    const listeners = new Set<(pathname: string) => void>();
    return {
      current: () => pathname,
      subscribe: (listener: (pathname: string) => void) => (listeners.add(listener), () => void listeners.delete(listener)),
      go: (next: string) => {
        pathname = next;
        listeners.forEach((listener) => listener(next));
      },
    };
  }

  it('shows the banner; Accept all on /login stores cc_cookie and drives the machine, the managed tags start only in the app', async () => {
    const actor = createActor(consentMachine).start();
    actor.send({ type: 'START', record: null, revision: 1, now: Date.now() });
    const [tag] = registerManagedScripts({ recordingId: '42' });
    const path = pathAt('/login');
    await CookieConsent.run(buildCookieConsentConfig({ revision: 1, send: (e) => actor.send(e), secure: false }));
    const gate = startThirdPartyGate({ path, analyticsAccepted: () => CookieConsent.acceptedCategory('analytics') });

    const banner = document.querySelector<HTMLElement>('#cc-main .cm');
    expect(banner).not.toBeNull();
    const buttons = [...(banner?.querySelectorAll('button') ?? [])].map((b) => b.textContent?.trim());
    expect(buttons).toEqual(expect.arrayContaining(['Accept all', 'Reject all', 'Manage preferences']));
    expect(document.cookie).not.toContain('cc_cookie');
    expect(tag?.type).toBe('text/plain');

    document.querySelector<HTMLButtonElement>('#cc-main .cm [data-role="all"]')?.click();
    expect(actor.getSnapshot().value).toBe('accepted');
    expect(document.cookie).toContain('cc_cookie');
    expect(actor.getSnapshot().context.record?.consentId).toBe(CookieConsent.getCookie('consentId'));
    // Consent given on a sign-in route: still inert there.
    expect(document.head.querySelector('script[data-service="hotjar"]')?.getAttribute('type')).toBe('text/plain');

    path.go('/dashboard');
    expect(document.head.querySelector('script[data-service="hotjar"]')?.getAttribute('type')).toBeNull();
    gate.stop();
  });

  it('Reject all keeps the managed tags inert and leads to rejected', async () => {
    const actor = createActor(consentMachine).start();
    actor.send({ type: 'START', record: null, revision: 1, now: Date.now() });
    const [tag] = registerManagedScripts({ recordingId: '42' });
    await CookieConsent.run(buildCookieConsentConfig({ revision: 1, send: (e) => actor.send(e), secure: false }));
    document.querySelector<HTMLButtonElement>('#cc-main .cm [data-role="necessary"]')?.click();
    expect(actor.getSnapshot().value).toBe('rejected');
    expect(CookieConsent.getCookie('categories')).toEqual(['necessary']);
    expect(tag?.type).toBe('text/plain');
    expect(document.head.querySelector('script[data-service="hotjar"]')?.getAttribute('type')).toBe('text/plain');
  });

  it('a failing translation logs "could not load translation" and shows no banner', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = () => Promise.reject(new Error('chunk failed'));
    const config = buildCookieConsentConfig({
      revision: 1,
      send: () => undefined,
      secure: false,
      loaders: { en: failing, fr: failing, de: failing, es: failing, nl: failing },
    });
    await CookieConsent.run(config).catch(() => undefined);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ message: 'could not load translation' }));
    expect(document.querySelector('#cc-main .cm')).toBeNull();
  });
});
