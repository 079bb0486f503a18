import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { fromBase64 } from '../accounts/password-hash';
import { seedLogoImages } from '../seed/administration-setup';
import { letterPdf, pdfString, simplePdf, wrapText, type LetterPdfInput } from './pdf';
import { pdfImageOf } from './pdf-image';

/** The file read back as a reader does: every xref offset must land on its `N 0 obj`. */
function parsePdf(bytes: Uint8Array) {
  const text = Buffer.from(bytes).toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, count] = /^xref\n0 (\d+)\n/.exec(text.slice(startxref))!;
  const rows = text.slice(startxref).split('\n').slice(3, 2 + Number(count));
  const objects = new Map<number, { dict: string; stream: Buffer | null }>();
  rows.forEach((row, index) => {
    expect(row).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(row.slice(0, 10));
    const number = index + 1;
    expect(text.slice(offset, offset + `${number} 0 obj\n`.length)).toBe(`${number} 0 obj\n`);
    const end = text.indexOf('\nendobj\n', offset);
    const body = text.slice(offset + `${number} 0 obj\n`.length, end);
    const at = body.indexOf('\nstream\n');
    if (at < 0) return objects.set(number, { dict: body, stream: null });
    const dict = body.slice(0, at);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const start = offset + `${number} 0 obj\n`.length + at + '\nstream\n'.length;
    expect(text.slice(start + length, start + length + '\nendstream'.length)).toBe('\nendstream');
    objects.set(number, { dict, stream: Buffer.from(bytes.subarray(start, start + length)) });
  });
  const find = (pattern: RegExp) => [...objects.values()].filter((o) => pattern.test(o.dict));
  const pages = find(/\/Type \/Page /).map((page) => objects.get(Number(/\/Contents (\d+) 0 R/.exec(page.dict)![1]))!.stream!.toString('latin1'));
  return { objects, find, pages };
}

const seeded = (code: string) => fromBase64(seedLogoImages().find((image) => image.id === `logo-upload-${code}-1`)!.body);

const letter = (overrides: Partial<LetterPdfInput> = {}): LetterPdfInput => ({
  logo: null,
  brandColour: '#1d4ed8',
  sender: ['Van Dijk Installatietechniek B.V.', 'Industrieweg 14', '3542 AD Utrecht'],
  recipient: ['Bakkerij de Vries', 'Dorpsstraat 1', '1234 AB Ede'],
  date: '27 november 2026',
  subject: 'Herinnering – F-2026-0012',
  paragraphs: ['Geachte heer De Vries,', 'Wij hebben uw betaling van € 1.250,00 nog niet ontvangen.'],
  footer: 'Van Dijk Installatietechniek B.V. · KvK 12345678',
  legal: 'Op al onze leveringen zijn onze algemene voorwaarden van toepassing.',
  ...overrides,
});

/** A PNG of RGBA pixels (8 bits, filter 0 on every row), with its CRCs. */
function rgbaPng(width: number, height: number, pixels: number[]): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
    return Buffer.concat([head, Buffer.from(type, 'latin1'), data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) => [0, ...pixels.slice(y * width * 4, (y + 1) * width * 4)]).flat();
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.from(rows))), chunk('IEND', Buffer.alloc(0))]);
}

describe('letterPdf', () => {
  it("embeds the seeded palette PNG as it is (its IDAT, /FlateDecode with PNG's predictor) at its size, with the brand colour, footer and legal line", async () => {
    const png = seeded('nl');
    const logo = await pdfImageOf(png);
    const pdf = parsePdf(letterPdf(letter({ logo })));
    const [image] = pdf.find(/\/Subtype \/Image/);
    expect(image?.dict).toMatch(/\/Width 64 \/Height 44 /);
    expect(image?.dict).toContain('/ColorSpace [/Indexed /DeviceRGB ');
    expect(image?.dict).toContain('/Filter /FlateDecode /DecodeParms << /Predictor 15 /Colors 1 /BitsPerComponent 8 /Columns 64 >>');
    // The stream is the PNG's own compressed rows: PDF undoes the row filters itself.
    expect(inflateSync(image!.stream!).length).toBe(44 * (64 + 1));
    const [page] = pdf.pages;
    expect(page).toMatch(/^q [\d.]+ 0 0 56 56 [\d.]+ cm \/Im1 Do Q$/m);
    expect(page).toContain('0.114 0.306 0.847 rg');
    // The footer's "·" and the body's "€" in WinAnsiEncoding (octal escapes keep the stream ASCII).
    expect(page).toContain('(Van Dijk Installatietechniek B.V. \\267 KvK 12345678) Tj');
    expect(page).toContain('(Op al onze leveringen zijn onze algemene voorwaarden van toepassing.) Tj');
    expect(page).toContain('(Wij hebben uw betaling van \\200 1.250,00 nog niet ontvangen.) Tj');
    expect(page).toContain('/F2 12 Tf 56');
  });

  it("embeds the seeded JPEG as it is (/DCTDecode), its size from the SOF marker", async () => {
    const jpeg = seeded('gb');
    const logo = await pdfImageOf(jpeg);
    const pdf = parsePdf(letterPdf(letter({ logo, brandColour: '#0f766e' })));
    const [image] = pdf.find(/\/Subtype \/Image/);
    expect(image?.dict).toBe(`<< /Type /XObject /Subtype /Image /Width 64 /Height 48 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.byteLength} >>`);
    expect(Buffer.compare(image!.stream!, Buffer.from(jpeg))).toBe(0);
    expect(pdf.pages[0]).toContain('0.059 0.463 0.431 rg');
  });

  it('composites a PNG with alpha on white (the paper), as plain RGB', async () => {
    // Two pixels: a fully transparent red one and an opaque blue one.
    const logo = await pdfImageOf(rgbaPng(2, 1, [255, 0, 0, 0, 0, 0, 255, 255]));
    expect(logo).toMatchObject({ width: 2, height: 1, entries: '/ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode' });
    expect([...inflateSync(Buffer.from(logo!.data))]).toEqual([255, 255, 255, 0, 0, 255]);
  });

  it('without a logo (none, or a file that is no image) prints no image, the same text at the same places; the same input gives the same bytes', async () => {
    expect(await pdfImageOf(new TextEncoder().encode('not an image'))).toBeNull();
    const withLogo = parsePdf(letterPdf(letter({ logo: await pdfImageOf(seeded('nl')) })));
    const without = letterPdf(letter());
    const plain = parsePdf(without);
    expect(plain.find(/\/Subtype \/Image/)).toHaveLength(0);
    expect(plain.find(/\/XObject/)).toHaveLength(0);
    expect(plain.pages[0]).toBe(withLogo.pages[0]!.replace(/^q .* cm \/Im1 Do Q\n/m, ''));
    expect(letterPdf(letter())).toEqual(without);
  });

  it('goes on over more pages for a long letter, with the footer and legal line on every page', () => {
    const paragraphs = Array.from({ length: 60 }, (_, i) => `Paragraph ${i + 1}: ${'the invoice remains unpaid '.repeat(4)}`);
    const pdf = parsePdf(letterPdf(letter({ paragraphs })));
    expect(pdf.find(/\/Type \/Pages/)[0]?.dict).toMatch(/\/Count [2-9]/);
    expect(pdf.pages.length).toBeGreaterThan(1);
    for (const page of pdf.pages) expect(page).toContain(pdfString(letter().legal));
    expect(pdf.pages.join('\n')).toContain('(Paragraph 60:');
  });

  it("wraps by Helvetica's widths within the text column (483 pt), and keeps a letter's line breaks", () => {
    // "a " is 556 + 278 thousandths: 52 a's and their spaces fit in 483 pt at 11 pt, 53 do not.
    expect(wrapText('a '.repeat(120), 11, 483)[0]?.split(' ')).toHaveLength(52);
    expect(wrapText('Met vriendelijke groet,\nSanne Bakker', 11, 483)).toEqual(['Met vriendelijke groet,', 'Sanne Bakker']);
    const page = parsePdf(letterPdf(letter({ paragraphs: ['Met vriendelijke groet,\nSanne Bakker'] }))).pages[0]!;
    // The next line of the same paragraph: one line (15 pt) lower, no paragraph gap.
    const y = Number(/56 (\d+) Td \(Met vriendelijke groet,\) Tj/.exec(page)?.[1]);
    expect(page).toContain(`56 ${y - 15} Td (Sanne Bakker) Tj`);
  });

  it('leaves simplePdf a one-page file of its lines', () => {
    const pdf = parsePdf(simplePdf(['Factuur F-1', 'Bedrag € 10'], 'Factuur'));
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]).toContain('(Bedrag EUR  10) Tj');
  });
});
