import { clearKeptDrafts, draftStorageKey, dropKeptInput, hasKeptDrafts, keepOnlyDraftsOf, readKeptInput, writeKeptInput } from './kept-drafts';

describe('kept drafts', () => {
  afterEach(() => localStorage.clear());

  it('are keyed per user', () => {
    expect(draftStorageKey('usr-anna', 'template', 'adm-nl-001', 'tpl-1')).toBe('draft:usr-anna:template:adm-nl-001:tpl-1');
    expect(draftStorageKey('usr-anna', 'template', 'adm-nl-001', 'tpl-1')).not.toBe(draftStorageKey('usr-sanne', 'template', 'adm-nl-001', 'tpl-1'));
  });

  it('are all removed on sign-out, the older per-browser keys too; nothing else is', () => {
    localStorage.setItem(draftStorageKey('usr-anna', 'template', 'adm-nl-001', 'tpl-1'), '{}');
    localStorage.setItem(draftStorageKey('usr-sanne', 'template', 'adm-nl-001', 'tpl-2'), '{}');
    localStorage.setItem('template-draft:adm-nl-001:tpl-3', '{}');
    localStorage.setItem('administrationId', 'adm-nl-001');
    localStorage.setItem('i18nextLng', 'nl');
    clearKeptDrafts();
    expect(Object.keys(localStorage).sort()).toEqual(['administrationId', 'i18nextLng']);
  });

  it('say whether any is kept in the browser', () => {
    expect(hasKeptDrafts()).toBe(false);
    localStorage.setItem('administrationId', 'adm-nl-001');
    expect(hasKeptDrafts()).toBe(false);
    localStorage.setItem(draftStorageKey('usr-anna', 'form', 'customer', 'adm-nl-001', 'cus-1'), '{}');
    expect(hasKeptDrafts()).toBe(true);
  });

  it('of anyone but the user now signed in are removed (another person took over the browser)', () => {
    localStorage.setItem(draftStorageKey('usr-anna', 'template', 'adm-nl-001', 'tpl-1'), '{}');
    localStorage.setItem(draftStorageKey('usr-sanne', 'form', 'customer', 'adm-nl-001', 'cus-1'), '{}');
    localStorage.setItem('template-draft:adm-nl-001:tpl-3', '{}');
    localStorage.setItem('administrationId', 'adm-nl-001');
    keepOnlyDraftsOf('usr-sanne');
    expect(Object.keys(localStorage).sort()).toEqual(['administrationId', draftStorageKey('usr-sanne', 'form', 'customer', 'adm-nl-001', 'cus-1')]);
  });

  it('a user id that is the start of another one keeps only its own', () => {
    localStorage.setItem(draftStorageKey('usr-ann', 'form', 'a'), '{}');
    localStorage.setItem(draftStorageKey('usr-anna', 'form', 'a'), '{}');
    keepOnlyDraftsOf('usr-ann');
    expect(Object.keys(localStorage)).toEqual([draftStorageKey('usr-ann', 'form', 'a')]);
  });
});

describe('kept form input', () => {
  afterEach(() => localStorage.clear());
  const key = draftStorageKey('usr-anna', 'form', 'customer', 'adm-nl-001', 'cus-1');

  it('is read back as written, with when it was kept; a field emptied stays empty', () => {
    writeKeptInput(key, { name: 'Bakkerij Jansen', creditLimit: undefined, paymentTermDays: 21, reminders: false }, new Date('2026-11-26T10:00:00Z'));
    const kept = readKeptInput(key);
    expect(kept).toEqual({ savedAt: '2026-11-26T10:00:00.000Z', values: { name: 'Bakkerij Jansen', creditLimit: undefined, paymentTermDays: 21, reminders: false } });
    expect(Object.keys(kept!.values)).toContain('creditLimit');
  });

  it('keeps a number the browser could not read as empty, not as null', () => {
    writeKeptInput(key, { paymentTermDays: Number.NaN });
    expect(readKeptInput(key)?.values).toEqual({ paymentTermDays: undefined });
  });

  it('is dropped', () => {
    writeKeptInput(key, { name: 'x' });
    dropKeptInput(key);
    expect(readKeptInput(key)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('drops what is stored under the key when it is not kept input', () => {
    for (const stored of ['not json', '{"savedAt":1,"set":{},"unset":[]}', '{"savedAt":"2026-11-26T10:00:00Z","set":[],"unset":[]}', '{"savedAt":"2026-11-26T10:00:00Z","set":{},"unset":[1]}', 'null']) {
      localStorage.setItem(key, stored);
      expect(readKeptInput(key)).toBeNull();
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it('belongs to one user: another user reads nothing under the same record', () => {
    writeKeptInput(key, { name: 'x' });
    expect(readKeptInput(draftStorageKey('usr-sanne', 'form', 'customer', 'adm-nl-001', 'cus-1'))).toBeNull();
  });

  it('goes on sign-out with every other draft', () => {
    writeKeptInput(key, { name: 'x' });
    clearKeptDrafts();
    expect(readKeptInput(key)).toBeNull();
  });

  it('a full or refused storage loses only the safety net', () => {
    const full = { ...localStorage, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } } as unknown as Storage;
    expect(() => writeKeptInput(key, { name: 'x' }, new Date(), full)).not.toThrow();
  });
});
