/**
 * A minimal, valid one-page PDF of text lines (Helvetica, A4): the invoice documents and seeded
 * attachments. Deterministic (no dates inside), so the same lines always give the same bytes.
 * Text is reduced to printable ASCII (accents dropped, € and £ spelt out) because the standard
 * font's encoding is all a viewer is guaranteed to have.
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
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}
