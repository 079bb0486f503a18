/**
 * What a logo may be (the contract's uploadLogo: 413, 415, 422): a PNG or JPEG of at most 1 MB,
 * judged by the file name's extension, the type the browser declared and the signature its content
 * starts with.
 *
 * SVG is refused, not sanitised: an SVG is a document that can carry scripts and links, a logo is
 * shown on letters (printed) and in the portal, where a raster image is all that is needed, and a
 * refusal leaves nothing to get wrong. One set of rules for both sides: the style page checks a file
 * before sending it (so the refusal is explained without a request) and the mock server
 * (`#lib/administration-setup/model/logo`) refuses what reaches it anyway.
 */

/** Bytes: 1 MB. */
export const MAX_LOGO_BYTES = 1024 * 1024;

export type LogoType = 'image/png' | 'image/jpeg';

/** The file picker's `accept`. */
export const LOGO_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

/** How many leading bytes `checkLogo` needs to judge the content. */
export const LOGO_SIGNATURE_BYTES = 8;

const RULES: Readonly<Record<string, { type: LogoType; signature: readonly number[] }>> = {
  png: { type: 'image/png', signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  jpg: { type: 'image/jpeg', signature: [0xff, 0xd8, 0xff] },
  jpeg: { type: 'image/jpeg', signature: [0xff, 0xd8, 0xff] },
};

/**
 * Why a file is refused: `tooLarge` (413), `svg`, `notImage`, `declaredType` and `content` (415),
 * `empty` (422).
 */
export type LogoRefusal = 'tooLarge' | 'empty' | 'svg' | 'notImage' | 'declaredType' | 'content';

export type LogoCheck = { accepted: LogoType } | { refused: LogoRefusal };

export type LogoFile = { name: string; type: string; size: number };

const extensionOf = (name: string) => (/\.([A-Za-z0-9]+)$/.exec(name)?.[1] ?? '').toLowerCase();

/**
 * Checks a logo. `head` is the file's first bytes (at least LOGO_SIGNATURE_BYTES); without it the
 * content is not judged (the browser checks it once read).
 */
export function checkLogo(file: LogoFile, head?: Uint8Array): LogoCheck {
  const extension = extensionOf(file.name);
  const declared = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (extension === 'svg' || declared === 'image/svg+xml') return { refused: 'svg' };
  const rule = RULES[extension];
  if (!rule) return { refused: 'notImage' };
  if (declared !== '' && declared !== 'application/octet-stream' && declared !== rule.type && !(rule.type === 'image/jpeg' && declared === 'image/pjpeg')) {
    return { refused: 'declaredType' };
  }
  if (file.size === 0) return { refused: 'empty' };
  if (file.size > MAX_LOGO_BYTES) return { refused: 'tooLarge' };
  if (head && !rule.signature.every((byte, index) => head[index] === byte)) return { refused: 'content' };
  return { accepted: rule.type };
}

/** The status the server answers a refusal with. */
export function refusalStatus(refusal: LogoRefusal): 413 | 415 | 422 {
  if (refusal === 'tooLarge') return 413;
  return refusal === 'empty' ? 422 : 415;
}
