/**
 * A logo's bytes (PNG or JPEG, as the style page accepts them) as a PDF image XObject, for the
 * letters the mock prints (`letterPdf` in ./pdf.ts). Nothing is decoded that PDF can decode
 * itself:
 * - JPEG: embedded as it is (/DCTDecode), its size and colour components read from the SOF marker.
 * - PNG without an alpha channel (grey, RGB, palette; 1–16 bits; not interlaced): its IDAT stream
 *   embedded as it is (/FlateDecode with /DecodeParms /Predictor 15: PDF undoes PNG's row
 *   filters). A palette's transparent entries (tRNS) are blended with white in the palette, and a
 *   grey or RGB colour key (tRNS) becomes a /Mask, so what was transparent shows the paper.
 * - PNG with an alpha channel (grey+alpha, RGBA; 8 bits): composited on white, as it would look on
 *   the paper, and embedded as plain grey or RGB. That needs the pixels: the stream is inflated and
 *   deflated again with the platform's (De)CompressionStream (browser and Node alike, no package).
 * Anything else (an interlaced PNG, 16-bit alpha, a broken file) gives null: the letter is printed
 * without the logo, in the same layout.
 */
export interface PdfImage {
  width: number;
  height: number;
  /** The XObject dictionary's entries besides /Type, /Subtype, /Width, /Height and /Length. */
  entries: string;
  data: Uint8Array;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const u16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
const hex = (bytes: Iterable<number>) => Array.from(bytes, (n) => n.toString(16).padStart(2, '0')).join('');

function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/** A JPEG's size and components from its first start-of-frame marker (SOF0–SOF15 but DHT, JPG, DAC). */
export function jpegImage(bytes: Uint8Array): PdfImage | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan before any frame
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = u16(bytes, at + 5);
      const width = u16(bytes, at + 7);
      const components = bytes[at + 9];
      const space = components === 1 ? '/DeviceGray' : components === 3 ? '/DeviceRGB' : components === 4 ? '/DeviceCMYK' : null;
      if (!space || width === 0 || height === 0) return null;
      // Adobe's CMYK JPEGs are stored inverted; every viewer expects this /Decode for them.
      const decode = components === 4 ? ' /Decode [1 0 1 0 1 0 1 0]' : '';
      return { width, height, entries: `/ColorSpace ${space} /BitsPerComponent 8${decode} /Filter /DCTDecode`, data: bytes };
    }
    at += 2 + u16(bytes, at + 2);
  }
  return null;
}

interface PngChunks {
  width: number;
  height: number;
  depth: number;
  colourType: number;
  interlaced: boolean;
  palette: Uint8Array | null;
  transparency: Uint8Array | null;
  idat: Uint8Array<ArrayBuffer>;
}

function pngChunks(bytes: Uint8Array): PngChunks | null {
  if (bytes.length < 33 || PNG_SIGNATURE.some((n, i) => bytes[i] !== n)) return null;
  let header: Omit<PngChunks, 'palette' | 'transparency' | 'idat'> | null = null;
  let palette: Uint8Array | null = null;
  let transparency: Uint8Array | null = null;
  const idat: Uint8Array[] = [];
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = u32(bytes, at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (data.length !== length) return null;
    if (type === 'IHDR') header = { width: u32(data, 0), height: u32(data, 4), depth: data[8]!, colourType: data[9]!, interlaced: data[12] !== 0 };
    else if (type === 'PLTE') palette = data;
    else if (type === 'tRNS') transparency = data;
    else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  if (!header || header.width === 0 || header.height === 0 || idat.length === 0) return null;
  return { ...header, palette, transparency, idat: concat(idat) };
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** A PNG without alpha channel, its compressed rows as they are; null for one that needs decoding. */
function pngAsItIs(png: PngChunks): PdfImage | null {
  const { width, height, depth, colourType, palette, transparency } = png;
  if (colourType === 4 || colourType === 6 || png.interlaced) return null;
  const colours = CHANNELS[colourType];
  if (colours === undefined) return null;
  let space: string;
  let mask = '';
  if (colourType === 3) {
    if (!palette || palette.length % 3 !== 0) return null;
    const entries = palette.length / 3;
    // A transparent palette entry shows the paper: blended with white by its alpha.
    const blended = Array.from(palette, (value, i) => {
      const alpha = transparency?.[Math.floor(i / 3)] ?? 255;
      return Math.round((value * alpha + 255 * (255 - alpha)) / 255);
    });
    space = `[/Indexed /DeviceRGB ${entries - 1} <${hex(blended)}>]`;
  } else {
    space = colourType === 0 ? '/DeviceGray' : '/DeviceRGB';
    if (transparency && transparency.length >= colours * 2) {
      // The colour key (16-bit samples, scaled to the image's depth): a colour-key mask, min = max.
      const keys = Array.from({ length: colours }, (_, c) => u16(transparency, c * 2) & ((1 << depth) - 1));
      mask = ` /Mask [${keys.flatMap((k) => [k, k]).join(' ')}]`;
    }
  }
  return {
    width,
    height,
    entries: `/ColorSpace ${space} /BitsPerComponent ${depth}${mask} /Filter /FlateDecode /DecodeParms << /Predictor 15 /Colors ${colours} /BitsPerComponent ${depth} /Columns ${width} >>`,
    data: png.idat,
  };
}

async function through(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream): Promise<Uint8Array<ArrayBuffer>> {
  const piped = new Response(bytes).body!.pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

/** PNG's row filters undone (8-bit samples, `stride` bytes a pixel). */
function unfilter(raw: Uint8Array, width: number, height: number, stride: number): Uint8Array | null {
  const row = width * stride;
  if (raw.length < height * (row + 1)) return null;
  const out = new Uint8Array(height * row);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (row + 1)]!;
    const source = y * (row + 1) + 1;
    const at = y * row;
    for (let x = 0; x < row; x += 1) {
      const a = x >= stride ? out[at + x - stride]! : 0;
      const b = y > 0 ? out[at - row + x]! : 0;
      const c = x >= stride && y > 0 ? out[at - row + x - stride]! : 0;
      let predicted = 0;
      if (filter === 1) predicted = a;
      else if (filter === 2) predicted = b;
      else if (filter === 3) predicted = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      } else if (filter !== 0) return null;
      out[at + x] = (raw[source + x]! + predicted) & 0xff;
    }
  }
  return out;
}

/** An 8-bit grey+alpha or RGBA PNG composited on white, as plain grey or RGB. */
async function pngOnWhite(png: PngChunks): Promise<PdfImage | null> {
  const { width, height, depth, colourType } = png;
  if ((colourType !== 4 && colourType !== 6) || depth !== 8 || png.interlaced) return null;
  const stride = CHANNELS[colourType]!;
  let pixels: Uint8Array | null;
  try {
    pixels = unfilter(await through(png.idat, new DecompressionStream('deflate')), width, height, stride);
  } catch {
    return null;
  }
  if (!pixels) return null;
  const colours = stride - 1;
  const flat = new Uint8Array(width * height * colours);
  for (let p = 0, q = 0; p < pixels.length; p += stride) {
    const alpha = pixels[p + colours]!;
    for (let c = 0; c < colours; c += 1, q += 1) flat[q] = Math.round((pixels[p + c]! * alpha + 255 * (255 - alpha)) / 255);
  }
  return {
    width,
    height,
    entries: `/ColorSpace ${colours === 1 ? '/DeviceGray' : '/DeviceRGB'} /BitsPerComponent 8 /Filter /FlateDecode`,
    data: await through(flat, new CompressionStream('deflate')),
  };
}

/** The logo as a PDF image, or null when it is neither a JPEG nor a PNG this can embed. */
export async function pdfImageOf(bytes: Uint8Array): Promise<PdfImage | null> {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegImage(bytes);
  const png = pngChunks(bytes);
  if (!png) return null;
  return pngAsItIs(png) ?? (await pngOnWhite(png));
}
