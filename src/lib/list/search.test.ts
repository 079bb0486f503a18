import { createSearchController, isApplicableSearch, SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from './search';

function setup(initialApplied = '') {
  const onApply = vi.fn<(term: string) => void>();
  const onError = vi.fn<(error: 'minLength' | null) => void>();
  const controller = createSearchController({ initialApplied, onApply, onError });
  return { controller, onApply, onError };
}

describe('search rule', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the constants of the spec', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(SEARCH_MIN_LENGTH).toBe(3);
  });

  it('applies 3+ characters only after 300 ms without typing', () => {
    const { controller, onApply } = setup();
    controller.input('rem');
    vi.advanceTimersByTime(299);
    expect(onApply).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onApply).toHaveBeenCalledExactlyOnceWith('rem');
    expect(controller.applied()).toBe('rem');
  });

  it('restarts the delay on every keystroke and applies the last text once', () => {
    const { controller, onApply } = setup();
    controller.input('rem');
    vi.advanceTimersByTime(200);
    controller.input('remi');
    vi.advanceTimersByTime(200);
    controller.input('remin');
    vi.advanceTimersByTime(299);
    expect(onApply).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onApply).toHaveBeenCalledExactlyOnceWith('remin');
  });

  it('never applies 1 or 2 characters and shows the minimum-length error once typing pauses', () => {
    const { controller, onApply, onError } = setup();
    controller.input('r');
    controller.input('re');
    expect(onError).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(onError).toHaveBeenCalledExactlyOnceWith('minLength');
    vi.advanceTimersByTime(10_000);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('cancels a pending search when the text drops under 3 characters', () => {
    const { controller, onApply } = setup();
    controller.input('rem');
    vi.advanceTimersByTime(100);
    controller.input('re');
    vi.advanceTimersByTime(1000);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('clears the error at once when the text reaches 3 characters', () => {
    const { controller, onError } = setup();
    controller.input('re');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    controller.input('rem');
    expect(onError).toHaveBeenLastCalledWith(null);
  });

  it('applies clearing immediately, without waiting, and clears the error', () => {
    const { controller, onApply, onError } = setup('reminder');
    controller.input('re');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(onError).toHaveBeenLastCalledWith('minLength');
    controller.input('');
    expect(onApply).toHaveBeenCalledExactlyOnceWith('');
    expect(onError).toHaveBeenLastCalledWith(null);
  });

  it('clearing also cancels a pending search', () => {
    const { controller, onApply } = setup();
    controller.input('rem');
    controller.input('');
    vi.advanceTimersByTime(1000);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('treats spaces around the text as nothing', () => {
    const { controller, onApply } = setup('reminder');
    controller.input('   ');
    expect(onApply).toHaveBeenCalledExactlyOnceWith('');
    controller.input(' rem ');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(onApply).toHaveBeenLastCalledWith('rem');
  });

  it('does not apply the term that is already applied', () => {
    const { controller, onApply } = setup('reminder');
    controller.input('reminde');
    controller.input('reminder');
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('reset adopts a term from outside and drops pending work', () => {
    const { controller, onApply } = setup();
    controller.input('rem');
    controller.reset('invoice');
    vi.advanceTimersByTime(1000);
    expect(onApply).not.toHaveBeenCalled();
    expect(controller.applied()).toBe('invoice');
  });

  it('isApplicableSearch: 0 or 3+ characters', () => {
    expect(isApplicableSearch('')).toBe(true);
    expect(isApplicableSearch('a')).toBe(false);
    expect(isApplicableSearch('ab')).toBe(false);
    expect(isApplicableSearch('abc')).toBe(true);
  });
});

describe('search rule: callbacks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies through the latest callback handed over with setOnApply', () => {
    const first = vi.fn();
    const second = vi.fn();
    const controller = createSearchController({ onApply: first, onError: () => undefined });
    controller.input('rem');
    controller.setOnApply(second);
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledExactlyOnceWith('rem');
  });

  it('dispose cancels a pending search (unmount)', () => {
    const onApply = vi.fn();
    const controller = createSearchController({ onApply, onError: () => undefined });
    controller.input('rem');
    controller.dispose();
    vi.advanceTimersByTime(1000);
    expect(onApply).not.toHaveBeenCalled();
  });
});
