import { operations } from '@/api/generated/operations';
import { customerNotes } from './customer-notes';
import { invoiceNotes } from './invoice-notes';
import type { RecordNotesApi } from './notes-api';
import { superDebtorNotes } from './super-debtor-notes';

const KINDS: [string, RecordNotesApi, string][] = [
  ['customer', customerNotes, 'customers'],
  ['invoice', invoiceNotes, 'invoices'],
  ['super debtor', superDebtorNotes, 'super-debtors'],
];

const operation = (id: string) => operations.find((candidate) => candidate.operationId === id);

describe.each(KINDS)('the %s notes', (_, api, tag) => {
  it('name operations of their own tag, with the contract’s cache groups', () => {
    const entries = Object.values(api.operations).map(operation);
    expect(entries.every((entry) => entry?.tag === tag)).toBe(true);
    expect(entries.map((entry) => entry?.cacheGroup)).toEqual(['comments', 'comments', 'comments', 'comments', 'documentList', 'documentList', 'documentList', 'documentList']);
    expect(operation(api.operations.uploadAttachment)?.permission).toBe('Manage_Documents');
  });

  it('build the paths of those operations', () => {
    const upload = operation(api.operations.uploadAttachment)!;
    const download = operation(api.operations.downloadAttachment)!;
    expect(upload.method).toBe('POST');
    expect(upload.pattern.test(api.uploadPath('adm-1', 'rec-1'))).toBe(true);
    expect(download.method).toBe('GET');
    expect(download.pattern.test(api.downloadPath('adm-1', 'rec-1', 'att-1'))).toBe(true);
    expect(api.comments('adm-1', 'rec-1').queryKey).toEqual([`/administrations/adm-1/${tag}/rec-1/comments`]);
    expect(api.attachments('adm-1', 'rec-1').queryKey).toEqual([`/administrations/adm-1/${tag}/rec-1/attachments`]);
  });

  it('hold a comment to the contract: required, at most its maximum length', () => {
    expect(api.commentMaxLength).toBe(5000);
    expect(api.commentSchema.safeParse({ text: '' }).success).toBe(false);
    expect(api.commentSchema.safeParse({ text: 'x'.repeat(5000) }).success).toBe(true);
    expect(api.commentSchema.safeParse({ text: 'x'.repeat(5001) }).success).toBe(false);
  });
});
