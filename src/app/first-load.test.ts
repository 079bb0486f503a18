import { warmUpLocaleData } from './first-load';

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
