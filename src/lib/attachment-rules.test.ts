import { AttachmentContentType } from '@/api/generated/model';
import { uploadCustomerAttachment201ResponseSizeMax } from '@/api/generated/zod/customers/customers.zod';
import { uploadInvoiceAttachment201ResponseSizeMax } from '@/api/generated/zod/invoices/invoices.zod';
import { uploadSuperDebtorAttachment201ResponseSizeMax } from '@/api/generated/zod/super-debtors/super-debtors.zod';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_TYPES,
  attachmentHead,
  checkAttachment,
  contentMatches,
  incomingAttachment,
  formatFileSize,
  MAX_ATTACHMENT_BYTES,
  MAX_FILE_NAME_LENGTH,
  storedFileName,
} from './attachment-rules';

const PDF_HEAD = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const TEXT_HEAD = new TextEncoder().encode('Hello th');
const file = (name: string, type: string, size = 100) => ({ name, type, size });

describe('the attachment rules', () => {
  it('are the contract’s: its size limit and its types', () => {
    for (const max of [uploadCustomerAttachment201ResponseSizeMax, uploadInvoiceAttachment201ResponseSizeMax, uploadSuperDebtorAttachment201ResponseSizeMax]) {
      expect(MAX_ATTACHMENT_BYTES).toBe(max);
    }
    expect([...ATTACHMENT_TYPES].sort()).toEqual(Object.values(AttachmentContentType).sort());
  });

  it('accept up to 10 MB exactly, refuse one byte more and an empty file', () => {
    expect(checkAttachment(file('scan.pdf', 'application/pdf', 10 * 1024 * 1024), PDF_HEAD)).toEqual({ accepted: 'application/pdf' });
    expect(checkAttachment(file('scan.pdf', 'application/pdf', 10 * 1024 * 1024 + 1), PDF_HEAD)).toEqual({ refused: 'tooLarge', size: 10 * 1024 * 1024 + 1 });
    expect(checkAttachment(file('notes.txt', 'text/plain', 0), new Uint8Array())).toEqual({ refused: 'empty' });
  });

  it('check the size before the type, as the server does (413 before 415)', () => {
    expect(checkAttachment(file('setup.exe', 'application/x-msdownload', 20 * 1024 * 1024), new Uint8Array())).toMatchObject({ refused: 'tooLarge' });
  });

  it('judge the type by extension, declared type and signature', () => {
    expect(checkAttachment(file('setup.exe', 'application/x-msdownload'), new Uint8Array([0x4d, 0x5a]))).toEqual({ refused: 'type', extension: 'exe' });
    expect(checkAttachment(file('no-extension', ''), TEXT_HEAD)).toEqual({ refused: 'type', extension: '' });
    // A prototype key is no extension.
    expect(checkAttachment(file('x.constructor', ''), TEXT_HEAD)).toEqual({ refused: 'type', extension: 'constructor' });
    expect(checkAttachment(file('notes.txt', 'application/pdf'), TEXT_HEAD)).toEqual({ refused: 'declaredType', extension: 'txt', declared: 'application/pdf' });
    expect(checkAttachment(file('photo.png', 'image/png'), TEXT_HEAD)).toEqual({ refused: 'content', extension: 'png' });
    expect(checkAttachment(file('Photo.PNG', 'image/png'), PNG_HEAD)).toEqual({ accepted: 'image/png' });
    // No declared type, or the generic one, leaves the extension and the content to decide.
    expect(checkAttachment(file('scan.pdf', ''), PDF_HEAD)).toEqual({ accepted: 'application/pdf' });
    expect(checkAttachment(file('scan.pdf', 'application/octet-stream'), PDF_HEAD)).toEqual({ accepted: 'application/pdf' });
    // Windows declares CSV files as Excel's.
    expect(checkAttachment(file('export.csv', 'application/vnd.ms-excel'), TEXT_HEAD)).toEqual({ accepted: 'text/csv' });
    expect(checkAttachment(file('notes.txt', 'text/plain; charset=utf-8'), TEXT_HEAD)).toEqual({ accepted: 'text/plain' });
  });

  it('offer the accepted extensions to the file picker', () => {
    expect(ATTACHMENT_ACCEPT.split(',')).toEqual(['.pdf', '.png', '.jpg', '.jpeg', '.docx', '.xlsx', '.csv', '.txt']);
  });

  it('read a file’s first bytes for the signature check', async () => {
    expect([...(await attachmentHead(new Blob(['%PDF-1.7 and more'])))]).toEqual([...PDF_HEAD]);
    expect([...(await attachmentHead(new Blob(['ab'])))]).toEqual([0x61, 0x62]);
  });
});

describe('file sizes', () => {
  it('are written in the language’s units and separators', () => {
    expect(formatFileSize(512, 'en-US')).toBe('512 bytes'); // plural-correct, never "406 byte"
    expect(formatFileSize(1, 'en-GB')).toBe('1 byte');
    expect(formatFileSize(406, 'fr')).toBe('406\u00a0octets');
    expect(formatFileSize(48213, 'en-US')).toBe('47 kB');
    expect(formatFileSize(2048 + 512, 'en-US')).toBe('2.5 kB');
    expect(formatFileSize(10.5 * 1024 * 1024, 'de')).toBe('10,5 MB');
    expect(formatFileSize(48213, 'fr')).toBe('47\u202fko'); // French puts a narrow no-break space before the unit
  });

  it('over a limit are rounded up, never down to the limit', () => {
    expect(formatFileSize(10 * 1024 * 1024 + 1, 'en-US', { roundUp: true })).toBe('10.1 MB');
    expect(formatFileSize(10 * 1024 * 1024 + 1, 'en-US')).toBe('10 MB');
  });
});

describe('the stored file name', () => {
  it('is kept when it fits, shortened in its stem when it does not, with the extension kept', () => {
    expect(storedFileName('afspraak juni.pdf')).toBe('afspraak juni.pdf');
    const exact = `${'a'.repeat(MAX_FILE_NAME_LENGTH - 4)}.pdf`;
    expect(storedFileName(exact)).toBe(exact);
    expect(storedFileName(`a${exact}`)).toBe(exact);
    const disguised = storedFileName(`${'a'.repeat(250)}.html.txt`);
    expect(disguised).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(disguised.endsWith('.txt')).toBe(true);
  });

  it('counts characters, not UTF-16 units, and never splits one', () => {
    const name = storedFileName(`${'€'.repeat(300)}.txt`);
    expect([...name]).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith('€.txt')).toBe(true);
  });

  it('drops path separators and control characters', () => {
    expect(storedFileName('../../etc/passwd.txt')).toBe('.._.._etc_passwd.txt');
    expect(storedFileName('C:\\temp\\a\u0000b.txt')).toBe('C:_temp_a_b.txt');
  });
});

describe('the content check', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it('accepts a PDF with its trailer and refuses a PDF header in front of HTML', () => {
    expect(contentMatches('application/pdf', bytes('%PDF-1.7\n1 0 obj\n%%EOF\n'))).toBe(true);
    expect(contentMatches('application/pdf', bytes('%PDF-1.4\n<html><script>alert(1)</script>'))).toBe(false);
    expect(contentMatches('application/pdf', bytes('%PDF-1.4\n<html><script>alert(1)</script>\n%%EOF'))).toBe(false);
    expect(contentMatches('application/pdf', bytes('%PDF-1.7\nno trailer'))).toBe(false);
  });

  it('refuses HTML markup in a text file and accepts text with a less-than sign', () => {
    expect(contentMatches('text/plain', bytes('<!doctype html><p>hi'))).toBe(false);
    expect(contentMatches('text/csv', bytes('a;b\n<script>x</script>;1'))).toBe(false);
    expect(contentMatches('text/plain', bytes('bedrag < 100, zie <bijlage>'))).toBe(true);
  });
});

describe('a file that arrives by mail', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  const PDF_BYTES = bytes('%PDF-1.7\n');
  it.each([
    ['Betaalbewijs.pdf.hta', PDF_BYTES, 'Betaalbewijs.pdf', 'application/pdf'],
    ['Betaalbewijs.pdf', PDF_BYTES, 'Betaalbewijs.pdf', 'application/pdf'],
    ['factuur.html', bytes('<html><script>x</script>'), 'factuur.txt', 'text/plain'],
    ['factuur.exe', bytes('MZ\x90\x00'), 'factuur.txt', 'text/plain'],
    ['scan.jpeg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), 'scan.jpeg', 'image/jpeg'],
    ['foto.png.js', new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 'foto.png', 'image/png'],
    ['rekening.pdf', bytes('not a pdf at all'), 'rekening.txt', 'text/plain'],
    ['../../evil.bat', bytes('echo'), '.._.._evil.txt', 'text/plain'],
    ['.hta', bytes('x'), 'attachment.txt', 'text/plain'],
  ])('%s is saved as %s', (name, head, fileName, contentType) => {
    expect(incomingAttachment(name, head)).toEqual({ fileName, contentType });
  });

  it('never ends in an executable or HTML extension, however long the name', () => {
    const { fileName } = incomingAttachment(`${'x'.repeat(300)}.pdf.hta`, PDF_BYTES);
    expect(fileName.length).toBeLessThanOrEqual(255);
    expect(fileName.endsWith('.pdf')).toBe(true);
  });
});

