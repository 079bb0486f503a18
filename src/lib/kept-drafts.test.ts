import { clearKeptDrafts, draftStorageKey } from './kept-drafts';

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
});
