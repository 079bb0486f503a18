import { clearVisibleColumns, columnPreferencesKey, loadVisibleColumns, saveVisibleColumns } from './column-preferences';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const known = ['number', 'customer', 'due', 'amount'];

describe('column preferences', () => {
  it('are kept per user and per list', () => {
    const storage = memoryStorage();
    const annInvoices = columnPreferencesKey('ann', 'invoices');
    saveVisibleColumns(annInvoices, ['number', 'amount'], storage);
    expect(loadVisibleColumns(annInvoices, known, storage)).toEqual(['number', 'amount']);
    expect(loadVisibleColumns(columnPreferencesKey('bob', 'invoices'), known, storage)).toBeNull();
    expect(loadVisibleColumns(columnPreferencesKey('ann', 'customers'), known, storage)).toBeNull();
    expect(annInvoices).toContain('ann');
    expect(annInvoices).toContain('invoices');
  });

  it('store only the visible columns', () => {
    const storage = memoryStorage();
    saveVisibleColumns('k', ['due'], storage);
    expect(JSON.parse(storage.items.get('k')!)).toEqual(['due']);
  });

  it('ignore columns the list no longer has, and keep the list order', () => {
    const storage = memoryStorage();
    storage.setItem('k', JSON.stringify(['amount', 'gone', 'number']));
    expect(loadVisibleColumns('k', known, storage)).toEqual(['number', 'amount']);
  });

  it('count a broken or empty choice as none', () => {
    const storage = memoryStorage();
    for (const raw of ['not json', '{"a":1}', '[]', '["gone"]', '[1,2]']) {
      storage.setItem('k', raw);
      expect(loadVisibleColumns('k', known, storage), raw).toBeNull();
    }
  });

  it('reset forgets the choice', () => {
    const storage = memoryStorage();
    saveVisibleColumns('k', ['due'], storage);
    clearVisibleColumns('k', storage);
    expect(loadVisibleColumns('k', known, storage)).toBeNull();
  });

  it('survive a storage that refuses (private mode, full)', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => saveVisibleColumns('k', ['due'], refusing)).not.toThrow();
    expect(loadVisibleColumns('k', known, refusing)).toBeNull();
    expect(() => clearVisibleColumns('k', refusing)).not.toThrow();
  });
});
