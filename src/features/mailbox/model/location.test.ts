import { mailboxQueryOf, validateMailboxSearch } from '@/navigation/mailbox-search';
import { locationOfSearch, searchOfLocation } from './location';

describe('mailbox address', () => {
  it("speaks the list kit's words, keeps valid values and drops invalid ones (the default applies)", () => {
    expect(validateMailboxSearch({ page: '3', sortOrder: 'asc', searchField: 'subject', search: ' factuur ', messageId: 'mail-nl-00042' })).toEqual({
      page: 3, sortOrder: 'asc', searchField: 'subject', search: 'factuur', messageId: 'mail-nl-00042',
    });
    expect(validateMailboxSearch({ page: '-1', sortOrder: 'sideways', searchField: 'body', search: 'x'.repeat(201), messageId: '../etc' })).toEqual({});
    expect(validateMailboxSearch({ page: 1.5, search: 2026 })).toEqual({ search: '2026' });
  });

  it('opens links written with its former names (q, field, sort, open) where they pointed', () => {
    expect(validateMailboxSearch({ sort: 'asc', field: 'subject', q: 'factuur', open: 'mail-nl-00042' })).toEqual({
      sortOrder: 'asc', searchField: 'subject', search: 'factuur', messageId: 'mail-nl-00042',
    });
  });

  it('leaves defaults out and round-trips a location', () => {
    const location = { page: 2, sortOrder: 'asc' as const, search: { field: 'invoice-number' as const, value: '2026-00412' }, unreadOnly: false, openId: 'mail-nl-00001' };
    expect(locationOfSearch(searchOfLocation(location))).toEqual(location);
    expect(searchOfLocation(locationOfSearch({}))).toEqual({});
    expect(locationOfSearch({})).toEqual({ page: 1, sortOrder: 'desc', search: { field: 'sender', value: '' }, unreadOnly: false, openId: null });
  });

  it('keeps the unread filter as the list kit keeps a status filter (status=unread); other statuses are not a filter of the mailbox', () => {
    expect(validateMailboxSearch({ status: ['unread'] })).toEqual({ status: ['unread'] });
    expect(validateMailboxSearch({ status: 'unread' })).toEqual({ status: ['unread'] });
    expect(validateMailboxSearch({ status: ['read'] })).toEqual({});
    const location = { page: 3, sortOrder: 'desc' as const, search: { field: 'sender' as const, value: '' }, unreadOnly: true, openId: null };
    expect(searchOfLocation(location)).toEqual({ page: 3, status: ['unread'] });
    expect(locationOfSearch(searchOfLocation(location))).toEqual(location);
    expect(mailboxQueryOf({ status: ['unread'] }).status).toEqual(['unread']);
    expect(mailboxQueryOf({})).not.toHaveProperty('status');
  });

  it('asks 10 per page, the search only when there is one', () => {
    expect(mailboxQueryOf({ page: 4 })).toEqual({ page: 4, 'per-page': 10, 'sort-order': 'desc', 'search-field': 'sender' });
    expect(mailboxQueryOf({ search: 'bakker' })['search-value']).toBe('bakker');
  });
});
