import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, readDraft, type TemplateDraft, writeDraft } from './draft';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const draft: TemplateDraft = { name: 'Reminder', hml: '<p>Hi</p>', media: ['email'], headerFooterId: null, baseEtag: '"v2"', savedAt: '2026-11-25T10:00:00Z' };

describe('template drafts', () => {
  it('keeps one draft per user, administration and template', () => {
    const storage = new MemoryStorage();
    writeDraft(storage, 'usr-anna', 'adm-nl', 't-1', draft);
    expect(readDraft(storage, 'usr-anna', 'adm-nl', 't-1')).toEqual(draft);
    expect(readDraft(storage, 'usr-sanne', 'adm-nl', 't-1')).toBeNull();
    expect(readDraft(storage, 'usr-anna', 'adm-gb', 't-1')).toBeNull();
    expect(readDraft(storage, 'usr-anna', 'adm-nl', 't-2')).toBeNull();
    clearDraft(storage, 'usr-anna', 'adm-nl', 't-1');
    expect(readDraft(storage, 'usr-anna', 'adm-nl', 't-1')).toBeNull();
  });

  it('drops what is stored under the key when it is not a draft', () => {
    const storage = new MemoryStorage();
    storage.setItem(draftKey('usr-anna', 'adm-nl', 't-1'), '{"name":1}');
    expect(readDraft(storage, 'usr-anna', 'adm-nl', 't-1')).toBeNull();
    expect(storage.length).toBe(0);
    storage.setItem(draftKey('usr-anna', 'adm-nl', 't-1'), 'not json');
    expect(readDraft(storage, 'usr-anna', 'adm-nl', 't-1')).toBeNull();
  });
});
