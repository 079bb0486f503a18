import { mailStatusOf, withMailStatus, type MailStatusFields } from './mail-status';

const NOW = '2026-11-20T09:02:00.000Z';
const linked: MailStatusFields<{ id: string }> & { subject: string } = {
  subject: 'Re: Herinnering factuur 2026-00412',
  readDate: '2026-11-19T10:00:00.000Z',
  completed: true,
  invoices: [{ id: 'inv-nl-000412' }],
  issueNumber: 'ISS-20431',
  customerNumber: 'D10042',
};

describe('mail status rules (SPEC §4)', () => {
  it('unread clears the read date and completed, and keeps the links', () => {
    expect(withMailStatus(linked, 'unread', NOW)).toEqual({ ...linked, readDate: null, completed: false });
  });

  it('read sets the read date to now and completed false, and keeps the links', () => {
    expect(withMailStatus({ ...linked, readDate: null }, 'read', NOW)).toEqual({ ...linked, readDate: NOW, completed: false });
  });

  it('not relevant sets the read date to now, completed true and clears invoices, issue and customer number', () => {
    expect(withMailStatus({ ...linked, completed: false }, 'not-relevant', NOW)).toEqual({
      subject: linked.subject,
      readDate: NOW,
      completed: true,
      invoices: [],
      issueNumber: null,
      customerNumber: null,
    });
  });

  it('derives the shown status: completed wins, then the read date', () => {
    expect(mailStatusOf({ readDate: null, completed: false })).toBe('unread');
    expect(mailStatusOf({ readDate: NOW, completed: false })).toBe('read');
    expect(mailStatusOf({ readDate: NOW, completed: true })).toBe('not-relevant');
  });
});
