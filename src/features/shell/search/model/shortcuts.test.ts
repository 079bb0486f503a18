import { createShortcutReader, GO_SHORTCUTS, type ShortcutKeyEvent } from './shortcuts';

function key(k: string, extra: Partial<ShortcutKeyEvent> = {}): ShortcutKeyEvent {
  return { key: k, ctrlKey: false, metaKey: false, altKey: false, defaultPrevented: false, target: null, ...extra };
}

function setup() {
  let clock = 0;
  const onGo = vi.fn();
  const onHelp = vi.fn();
  const onSearch = vi.fn();
  const read = createShortcutReader({ onGo, onHelp, onSearch, now: () => clock });
  return { read, onGo, onHelp, onSearch, tick: (ms: number) => (clock += ms) };
}

describe('keyboard shortcuts', () => {
  it('goes to an area with g then its letter', () => {
    const { read, onGo } = setup();
    expect(read(key('g'))).toBe(true);
    expect(read(key('i'))).toBe(true);
    expect(onGo).toHaveBeenCalledWith('invoices');
    expect(read(key('c'))).toBe(false); // without a new g, a letter is just a letter
    expect(onGo).toHaveBeenCalledTimes(1);
  });

  it('has one letter per area, every area a different one', () => {
    const letters = GO_SHORTCUTS.map((s) => s.key);
    expect(new Set(letters).size).toBe(letters.length);
    expect(Object.fromEntries(GO_SHORTCUTS.map((s) => [s.key, s.area]))).toMatchObject({
      c: 'customers',
      i: 'invoices',
      m: 'mailbox',
      t: 'templates',
      d: 'dashboard',
    });
  });

  it('forgets a g after a pause, and on an unknown letter', () => {
    const { read, onGo, tick } = setup();
    read(key('g'));
    tick(2000);
    expect(read(key('i'))).toBe(false);
    read(key('g'));
    expect(read(key('x'))).toBe(false);
    expect(read(key('i'))).toBe(false);
    expect(onGo).not.toHaveBeenCalled();
  });

  it('j and k walk the list a record was opened from, when a record page takes them; g then k is not a walk', () => {
    const onWalk = vi.fn((direction: 'next' | 'previous') => direction === 'next');
    const read = createShortcutReader({ onGo: vi.fn(), onHelp: vi.fn(), onSearch: vi.fn(), onWalk, now: () => 0 });
    expect(read(key('j'))).toBe(true);
    expect(onWalk).toHaveBeenLastCalledWith('next');
    // Nothing took it (no record page from a list): the key is left alone.
    expect(read(key('k'))).toBe(false);
    expect(onWalk).toHaveBeenLastCalledWith('previous');
    read(key('g'));
    expect(read(key('k'))).toBe(false);
    expect(read(key('j', { target: { tagName: 'INPUT' } }))).toBe(false);
    expect(onWalk).toHaveBeenCalledTimes(2);
  });

  it('opens the list with ? and the search with /', () => {
    const { read, onHelp, onSearch } = setup();
    expect(read(key('?'))).toBe(true);
    expect(read(key('/'))).toBe(true);
    expect(onHelp).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('ignores keys typed into fields, modified keys and keys something else handled', () => {
    const { read, onGo, onHelp } = setup();
    for (const target of [{ tagName: 'INPUT' }, { tagName: 'TEXTAREA' }, { tagName: 'SELECT' }, { tagName: 'DIV', isContentEditable: true }]) {
      expect(read(key('g', { target }))).toBe(false);
      expect(read(key('i', { target }))).toBe(false);
      expect(read(key('?', { target }))).toBe(false);
    }
    expect(read(key('g', { ctrlKey: true }))).toBe(false);
    expect(read(key('i'))).toBe(false);
    expect(read(key('?', { defaultPrevented: true }))).toBe(false);
    expect(read(key('g', { metaKey: true }))).toBe(false);
    expect(read(key('?', { altKey: true }))).toBe(false);
    expect(onGo).not.toHaveBeenCalled();
    expect(onHelp).not.toHaveBeenCalled();
  });

  it('ignores keys inside a dialog (its own keys)', () => {
    const { read, onHelp } = setup();
    const inDialog = { tagName: 'BUTTON', closest: (selector: string) => (selector.includes('dialog') ? {} : null) };
    expect(read(key('?', { target: inDialog }))).toBe(false);
    expect(onHelp).not.toHaveBeenCalled();
  });
});
