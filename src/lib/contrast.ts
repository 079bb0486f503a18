/**
 * WCAG 2.2 contrast of two sRGB colours (`#rrggbb`): the relative luminance of each, then
 * (lighter + 0.05) / (darker + 0.05). AA asks 4.5:1 for body text. Pure, for the portal's accent
 * colour in the settings form and the mock backend alike (`#lib/contrast`).
 */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

export const AA_TEXT_CONTRAST = 4.5;

/** Whether white text on `hex` is readable (WCAG AA). */
export const whiteTextReadable = (hex: string): boolean => /^#[0-9a-fA-F]{6}$/.test(hex) && contrastRatio(hex, '#ffffff') >= AA_TEXT_CONTRAST;
