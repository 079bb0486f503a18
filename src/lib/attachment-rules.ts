/**
 * What an attachment may be (the contract's AttachmentUpload, 413 and 415 answers): at most 10 MB,
 * and a PDF, PNG, JPEG, DOCX, XLSX, CSV or TXT file, judged by the file name's extension, the type
 * the browser declared for it and, where a format has one, the signature its content starts with.
 *
 * One set of rules for both sides: the upload panel checks a file with them before sending it, so
 * a refusal is explained without a request, and the mock server (through `#lib/attachment-rules`)
 * refuses with them what reaches it anyway. Their agreement with the contract's numbers and types
 * is tested (attachment-rules.test.ts).
 */

/** Bytes; the contract's `Attachment.size` maximum. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** The types an attachment is stored as (the contract's AttachmentContentType). */
export const ATTACHMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
  'text/plain',
] as const;

export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

type FileRule = {
  type: AttachmentType;
  /** The types a browser may declare for such a file (besides none and application/octet-stream). */
  declared: readonly string[];
  /** The bytes the content starts with, for formats that have a signature. */
  signature?: readonly number[];
};

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // DOCX and XLSX are zip archives
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** By the file name's extension (lower case). */
const FILE_RULES: Readonly<Record<string, FileRule>> = {
  pdf: { type: 'application/pdf', declared: ['application/pdf'], signature: PDF },
  png: { type: 'image/png', declared: ['image/png'], signature: [0x89, 0x50, 0x4e, 0x47] },
  jpg: { type: 'image/jpeg', declared: ['image/jpeg', 'image/pjpeg'], signature: [0xff, 0xd8, 0xff] },
  jpeg: { type: 'image/jpeg', declared: ['image/jpeg', 'image/pjpeg'], signature: [0xff, 0xd8, 0xff] },
  docx: { type: DOCX, declared: [DOCX, 'application/zip'], signature: ZIP },
  xlsx: { type: XLSX, declared: [XLSX, 'application/zip'], signature: ZIP },
  // Windows browsers declare CSV files as Excel's, some systems as plain text.
  csv: { type: 'text/csv', declared: ['text/csv', 'application/csv', 'text/comma-separated-values', 'application/vnd.ms-excel', 'text/plain'] },
  txt: { type: 'text/plain', declared: ['text/plain'] },
};

/** The file picker's `accept`: the accepted extensions. */
export const ATTACHMENT_ACCEPT = Object.keys(FILE_RULES)
  .map((extension) => `.${extension}`)
  .join(',');

/** How many leading bytes of a file `checkAttachment` needs to judge its content. */
export const SIGNATURE_BYTES = 8;

export type AttachmentRefusal =
  | { refused: 'tooLarge'; size: number }
  | { refused: 'empty' }
  /** The extension is none of the accepted ones. */
  | { refused: 'type'; extension: string }
  /** The browser declared a type that does not fit the extension (a renamed file). */
  | { refused: 'declaredType'; extension: string; declared: string }
  /** The content is not what the extension says. */
  | { refused: 'content'; extension: string };

export type AttachmentCheck = { accepted: AttachmentType } | AttachmentRefusal;

/** What `checkAttachment` reads of a file: a File has all three. */
export type AttachmentCandidate = { name: string; size: number; type: string };

function extensionOf(fileName: string): string {
  return /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
}

/** The contract's `Attachment.fileName` maximum. */
export const MAX_FILE_NAME_LENGTH = 255;

/**
 * The name a file is stored and downloaded under, and so the name whose type is checked: no path
 * separators or control characters, and at most 255 characters, shortened in its stem so that the
 * extension stays (cutting the end turned `a…a.html.txt` into `a…a.html`).
 */
export function storedFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const clean = name.normalize('NFC').replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim();
  const characters = [...clean];
  if (characters.length <= MAX_FILE_NAME_LENGTH) return clean;
  const extension = /\.[A-Za-z0-9]{1,10}$/.exec(clean)?.[0] ?? '';
  return characters.slice(0, MAX_FILE_NAME_LENGTH - extension.length).join('') + extension;
}

/** Markup a browser would render as a page, in the first kilobyte of a file. */
const HTML_MARKUP = /<(?:!doctype|html|head|body|script|iframe|object|embed|svg|meta|a\s)\b/i;
const PDF_TRAILER = '%%EOF';

/**
 * The server's check of the whole content, beyond the signature: no file may carry HTML markup
 * at its start (a `%PDF-` header in front of `<html><script>` is a polyglot, not a PDF), and a
 * PDF must end with its trailer. false: refused as content of another type.
 */
export function contentMatches(type: AttachmentType, bytes: Uint8Array): boolean {
  const latin1 = (part: Uint8Array) => Array.from(part, (byte) => String.fromCharCode(byte)).join('');
  if (HTML_MARKUP.test(latin1(bytes.subarray(0, 1024)))) return false;
  if (type === 'application/pdf' && !latin1(bytes.subarray(Math.max(0, bytes.byteLength - 1024))).includes(PDF_TRAILER)) return false;
  return true;
}

/**
 * The type a file is stored as, or why it is refused, in the order the server checks: size first
 * (a 413), then emptiness (a 400), then name, declared type and content (a 415). `head` is the
 * file's first `SIGNATURE_BYTES` bytes.
 */
export function checkAttachment(file: AttachmentCandidate, head: Uint8Array): AttachmentCheck {
  if (file.size > MAX_ATTACHMENT_BYTES) return { refused: 'tooLarge', size: file.size };
  if (file.size === 0) return { refused: 'empty' };
  return checkAttachmentType(file.name, file.type, head);
}

/** The type part of `checkAttachment`: extension, declared type, signature. */
export function checkAttachmentType(fileName: string, declaredType: string, head: Uint8Array): AttachmentCheck {
  const extension = extensionOf(fileName);
  const rule = Object.hasOwn(FILE_RULES, extension) ? FILE_RULES[extension] : undefined;
  if (!rule) return { refused: 'type', extension };
  const declared = declaredType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (declared !== '' && declared !== 'application/octet-stream' && !rule.declared.includes(declared)) {
    return { refused: 'declaredType', extension, declared };
  }
  if (rule.signature && !rule.signature.every((byte, index) => head[index] === byte)) return { refused: 'content', extension };
  return { accepted: rule.type };
}

/** A file's first bytes, for `checkAttachment`. */
export async function attachmentHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
}

/**
 * A file size in the conventions of the language, in the units the limit is stated in
 * (1 KB = 1024 bytes): "48 kB" in English, "48 ko" in French, "10,5 MB" in German. `roundUp` for a
 * size over a limit: 10 MB and one byte reads "10.1 MB", never "10 MB".
 */
export function formatFileSize(bytes: number, language: string, { roundUp = false } = {}): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : bytes >= 1024 ? [bytes / 1024, 'kilobyte'] : [bytes, 'byte'];
  const fractionDigits = unit === 'megabyte' || (unit === 'kilobyte' && value < 10) ? 1 : 0;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    // Bytes are written out ("406 bytes", "406 octets"): the short form of that one unit does not
    // inflect ("406 byte") and is a bare letter in some languages ("406 B").
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: fractionDigits,
    roundingMode: roundUp ? 'ceil' : 'halfExpand',
  }).format(value);
}

/** The types a file that arrives by mail is saved as, and the one extension each is saved with. */
const INCOMING_TYPES = [
  { type: 'application/pdf', extension: 'pdf', signature: PDF },
  { type: 'image/png', extension: 'png', signature: [0x89, 0x50, 0x4e, 0x47] },
  { type: 'image/jpeg', extension: 'jpg', signature: [0xff, 0xd8, 0xff] },
] as const;

export type IncomingAttachmentType = (typeof INCOMING_TYPES)[number]['type'] | 'text/plain';

/**
 * How a file a debtor sends is saved: its type from what its content is (the signature; the sender's
 * declared type and name are not trusted), anything else as plain text, and a name whose extension
 * is that type's. So `Betaalbewijs.pdf.hta` (a PDF) is saved as `Betaalbewijs.pdf` and
 * `factuur.html` declared `text/plain` as `factuur.txt`: never an executable or HTML extension
 * from outside.
 */
export function incomingAttachment(name: string, head: Uint8Array): { fileName: string; contentType: IncomingAttachmentType } {
  const known = INCOMING_TYPES.find((candidate) => candidate.signature.every((byte, index) => head[index] === byte));
  const contentType = known?.type ?? 'text/plain';
  const extension = known?.extension ?? 'txt';
  const fits = (candidate: string) => extensionOf(candidate) === extension || (extension === 'jpg' && extensionOf(candidate) === 'jpeg');
  const clean = storedFileName(name);
  // The sender's last extension goes unless it is the type's; the one before it stays when it is.
  const stem = clean.replace(/\.[A-Za-z0-9]{1,10}$/, '') || 'attachment';
  const fileName = fits(clean) ? clean : fits(stem) ? stem : `${stem}.${extension}`;
  return { fileName: storedFileName(fileName), contentType };
}
