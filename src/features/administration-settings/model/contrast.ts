/**
 * WCAG 2.2 contrast of a brand colour (SC 1.4.3, level AA): the relative luminance of sRGB colours
 * and their ratio, `(L1 + 0.05) / (L2 + 0.05)`. AA asks 4.5:1 for body text and 3:1 for large text
 * (18 pt, or 14 pt bold) and for interface parts. Pure: the style page and its tests share it.
 */
const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rgb` or `#rrggbb` as [r, g, b] (0–255); undefined when it is not a colour. */
export function parseHex(colour: string): [number, number, number] | undefined {
  const match = HEX.exec(colour.trim());
  if (!match?.[1]) return undefined;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two colours, 1 to 21; undefined when either is not a colour. */
export function contrastRatio(foreground: string, background: string): number | undefined {
  const a = parseHex(foreground);
  const b = parseHex(background);
  if (!a || !b) return undefined;
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Whether text in `foreground` on `background` meets WCAG AA (large text: 3:1, else 4.5:1). */
export function meetsAA(foreground: string, background: string, large = false): boolean {
  const ratio = contrastRatio(foreground, background);
  return ratio !== undefined && ratio >= (large ? 3 : 4.5);
}
