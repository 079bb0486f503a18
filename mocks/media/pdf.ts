import type { PdfImage } from './pdf-image';

/**
 * Minimal, valid PDFs the mock serves (Helvetica, A4): `simplePdf`, one page of text lines (the
 * invoice documents and seeded attachments), and `letterPdf`, a sent letter as it is posted.
 * Deterministic (no dates or ids inside), so the same input always gives the same bytes.
 */
function ascii(text: string): string {
  return text
    .replace(/€/g, 'EUR ')
    .replace(/£/g, 'GBP ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A stream object: its dictionary's entries besides /Length, and its bytes. */
interface PdfStream {
  entries: string;
  data: Uint8Array;
}

/** The objects (numbered from 1, the first the catalog) as a file with a right cross-reference table. */
function pdfFile(objects: readonly (string | PdfStream)[]): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  let length = 0;
  const add = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? encoder.encode(part) : part;
    parts.push(bytes);
    length += bytes.byteLength;
  };
  add('%PDF-1.4\n');
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    if (typeof body === 'string') add(`${index + 1} 0 obj\n${body}\nendobj\n`);
    else {
      add(`${index + 1} 0 obj\n<< ${body.entries ? `${body.entries} ` : ''}/Length ${body.data.byteLength} >>\nstream\n`);
      add(body.data);
      add('\nendstream\nendobj\n');
    }
  });
  const xref = length;
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  add(tail);
  const out = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

const text = (content: string): PdfStream => ({ entries: '', data: new TextEncoder().encode(content) });

/**
 * One page of lines, the first (or `title`) larger. Text is reduced to printable ASCII (accents
 * dropped, € and £ spelt out).
 */
export function simplePdf(lines: readonly string[], title?: string): Uint8Array<ArrayBuffer> {
  const content = [
    'BT',
    '/F1 16 Tf',
    '56 780 Td',
    `(${ascii(title ?? lines[0] ?? '')}) Tj`,
    '/F1 11 Tf',
    '0 -28 Td',
    ...lines.slice(title ? 0 : 1).flatMap((line) => [`(${ascii(line)}) Tj`, '0 -16 Td']),
    'ET',
  ].join('\n');
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    text(content),
  ]);
}

/** Characters WinAnsiEncoding has outside Latin-1, at their codes. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a, '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e,
  '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
  '\u202f': 0xa0, '\u2009': 0x20,
};

/**
 * A PDF string literal of `value` in WinAnsiEncoding (accents, €, £, · and typographic quotes as
 * the standard fonts have them), every byte outside printable ASCII as an octal escape so the
 * content stream stays ASCII; what the encoding lacks is `?`.
 */
export function pdfString(value: string): string {
  let out = '';
  for (const char of value.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    const byte = code >= 0x20 && code <= 0x7e ? code : code >= 0xa0 && code <= 0xff ? code : (WIN_ANSI[char] ?? 0x3f);
    out += byte === 0x28 || byte === 0x29 || byte === 0x5c ? `\\${char}` : byte >= 0x20 && byte <= 0x7e ? String.fromCharCode(byte) : `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return `(${out})`;
}

/** Helvetica's advance widths of printable ASCII (its AFM, thousandths of the size), from the space on. */
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** A line's width in points: Helvetica's widths (an accented letter as its letter), Helvetica-Bold's about 6 % wider. */
function widthOf(value: string, size: number, bold = false): number {
  let units = 0;
  for (const char of value.normalize('NFD')) {
    const code = char.charCodeAt(0);
    if (code >= 0x300 && code <= 0x36f) continue;
    units += HELVETICA[code - 32] ?? 556;
  }
  return (units * size * (bold ? 1.06 : 1)) / 1000;
}

/**
 * `value` in lines no wider than `width` at `size`, broken between words (a too long word alone);
 * a line break in it (a `<br>` of the letter) starts a new line.
 */
export function wrapText(value: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  for (const given of value.split('\n')) {
    let line = '';
    for (const word of given.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && widthOf(candidate, size, bold) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** `#rrggbb` as PDF's `r g b` (0–1, three decimals); null for anything else. */
export function pdfColour(hex: string | null | undefined): string | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '');
  if (!match) return null;
  return match
    .slice(1)
    .map((part) => String(Number((parseInt(part, 16) / 255).toFixed(3))))
    .join(' ');
}

export interface LetterPdfInput {
  /** The administration's style logo, top left; null: none, the layout stays. */
  logo: PdfImage | null;
  /** The style's brand colour (`#rrggbb`): the rules under the letterhead and above the footer. */
  brandColour: string | null;
  /** Who writes: the name (bold) and its address and contact lines, top right. */
  sender: readonly string[];
  /** To whom: name and address lines, where a window envelope shows them. */
  recipient: readonly string[];
  /** The date as the letter's language writes it. */
  date: string;
  subject: string;
  /** The body, paragraph by paragraph, `\n` a line break in one (wrapped here; a long letter goes on over more pages). */
  paragraphs: readonly string[];
  /** The letter footer and the legal line, small at the bottom of every page (empty: left out). */
  footer: string;
  legal: string;
}

const PAGE = { width: 595, height: 842, left: 56, right: 539, top: 800 };
const LOGO_BOX = { width: 160, height: 56 };
const SENDER_X = 340;

/**
 * A sent letter as a careful colleague would post it, on A4: the logo top left, the sender's block
 * top right, a rule in the brand colour, the recipient where a window envelope shows it, the date,
 * the subject in bold and the body; the footer and the legal line, in small grey type under a thin
 * rule in the brand colour, at the bottom of every page. Text stays text (extractable, in
 * WinAnsiEncoding); the logo is one image XObject, drawn fitted in a 160 × 56 pt box.
 */
export function letterPdf(input: LetterPdfInput): Uint8Array<ArrayBuffer> {
  const colour = pdfColour(input.brandColour) ?? '0.6 0.6 0.6';
  const textWidth = PAGE.right - PAGE.left;
  const line = (font: 'F1' | 'F2', size: number, x: number, y: number, value: string) => `BT /${font} ${size} Tf ${x} ${y} Td ${pdfString(value)} Tj ET`;

  // The bottom of every page: the rule, the footer and the legal line (8 pt, grey).
  const small = [...wrapText(input.footer, 8, textWidth), ...wrapText(input.legal, 8, textWidth)];
  const bottomRule = 40 + small.length * 10 + 6;
  const bottom = [`${colour} rg`, `${PAGE.left} ${bottomRule} ${textWidth} 0.75 re f`, '0.35 g', ...small.map((value, i) => line('F1', 8, PAGE.left, bottomRule - 14 - i * 10, value)), '0 g'];
  const lowest = bottomRule + 24;

  // The first page's head.
  const head: string[] = [];
  if (input.logo) {
    const scale = Math.min(LOGO_BOX.width / input.logo.width, LOGO_BOX.height / input.logo.height);
    const w = Number((input.logo.width * scale).toFixed(2));
    const h = Number((input.logo.height * scale).toFixed(2));
    head.push(`q ${w} 0 0 ${h} ${PAGE.left} ${PAGE.top + 10 - h} cm /Im1 Do Q`);
  }
  input.sender.forEach((value, i) => head.push(line(i === 0 ? 'F2' : 'F1', i === 0 ? 10 : 9, SENDER_X, PAGE.top - i * 12, value)));
  const ruleY = Math.min(PAGE.top - 70, PAGE.top - input.sender.length * 12 - 8);
  head.push(`${colour} rg`, `${PAGE.left} ${ruleY} ${textWidth} 2 re f`, '0 g');
  let y = ruleY - 36;
  for (const value of input.recipient) {
    head.push(line('F1', 11, PAGE.left, y, value));
    y -= 14;
  }
  y -= 22;
  head.push(line('F1', 11, PAGE.left, y, input.date));
  y -= 30;
  for (const value of wrapText(input.subject, 12, textWidth, true)) {
    head.push(line('F2', 12, PAGE.left, y, value));
    y -= 16;
  }
  y -= 14;

  // The body, over as many pages as it takes.
  const pages: string[][] = [head];
  for (const paragraph of input.paragraphs) {
    for (const value of wrapText(paragraph, 11, textWidth)) {
      if (y < lowest) {
        pages.push([`${colour} rg`, `${PAGE.left} ${PAGE.top + 12} ${textWidth} 2 re f`, '0 g']);
        y = PAGE.top - 16;
      }
      pages.at(-1)!.push(line('F1', 11, PAGE.left, y, value));
      y -= 15;
    }
    y -= 8;
  }

  const first = input.logo ? 6 : 5;
  const image = input.logo ? ' /XObject << /Im1 5 0 R >>' : '';
  const objects: (string | PdfStream)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${first + i * 2} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  if (input.logo) objects.push({ entries: `/Type /XObject /Subtype /Image /Width ${input.logo.width} /Height ${input.logo.height} ${input.logo.entries}`, data: input.logo.data });
  pages.forEach((content, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >>${image} >> /Contents ${first + i * 2 + 1} 0 R >>`,
      text([...content, ...bottom].join('\n')),
    );
  });
  return pdfFile(objects);
}
