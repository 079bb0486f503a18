import { startFirstLoad, warmUpLocaleData } from './first-load';

const { warmUpAnswers, loadNamespaces, i18nEvents, i18n } = vi.hoisted(() => {
  const events = new Map<string, () => void>();
  return {
    warmUpAnswers: vi.fn((_path: string) => undefined),
    loadNamespaces: vi.fn((..._namespaces: string[]) => Promise.resolve()),
    i18nEvents: events,
    i18n: { isInitialized: false, on: (event: string, run: () => void) => events.set(event, run) },
  };
});
vi.mock('@/api/warm-answers', () => ({ warmUpAnswers }));
vi.mock('@/lib/i18n', () => ({ i18n, loadNamespaces }));
// The page's area is in the tree (route-areas.test.ts covers loading it).
vi.mock('./route-areas', () => ({ loadAreaOf: () => Promise.resolve(false) }));

describe('startFirstLoad', () => {
  it('asks for the page’s code, answer schemas and words before the guards have answered', async () => {
    const routes = [
      { id: '__root__', options: {} },
      { id: '/_app', options: { staticData: { namespaces: ['shell', 'navigation'] } } },
      { id: '/_app/templates/', options: { staticData: { permission: null, namespaces: ['templates'], read: '/administrations/{administrationId}/templates' } } },
    ];
    const router = {
      latestLocation: { pathname: '/templates' },
      getMatchedRoutes: () => [routes],
      loadRouteChunk: vi.fn(() => Promise.resolve()),
      load: vi.fn(() => Promise.resolve()),
    };
    await startFirstLoad(router as never);
    expect(router.loadRouteChunk).toHaveBeenCalledTimes(3);
    expect(warmUpAnswers).toHaveBeenCalledExactlyOnceWith('/administrations/{administrationId}/templates');
    expect(router.load).toHaveBeenCalled();
    // The words wait for i18next to know the language, then all load at once.
    expect(loadNamespaces).not.toHaveBeenCalled();
    i18nEvents.get('initialized')?.();
    expect(loadNamespaces).toHaveBeenCalledExactlyOnceWith('shell', 'navigation', 'templates');
  });
});

describe('warmUpLocaleData', () => {
  let idle: (() => void)[] = [];
  beforeEach(() => {
    idle = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("makes the language's date and amount formatters in an idle moment, not at once", () => {
    // Spies that still make real formatters (a spied constructor would return a bare object).
    const { DateTimeFormat, NumberFormat } = Intl;
    const dates = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args) {
      return new DateTimeFormat(...args);
    });
    const amounts = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args) {
      return new NumberFormat(...args);
    });
    warmUpLocaleData('nl');
    expect(dates).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(dates).toHaveBeenCalledWith('nl', { dateStyle: 'medium', timeStyle: 'short' });
    expect(amounts).toHaveBeenCalledWith('nl', { style: 'currency', currency: 'EUR' });
  });

  it('leaves a language Intl refuses to the screens', () => {
    warmUpLocaleData('not a language tag');
    expect(() => idle[0]!()).not.toThrow();
  });
});
