import { LAYOUT_FIELDS, type LayoutValues, metricOf } from '@/lib/letter-layout';

/** A length for the style sheet: a finite, non-negative number in the record's metric, else 0. */
function length(value: unknown, unit: 'px' | 'cm'): string {
  const n = typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
  return `${Math.round(n * 1000) / 1000}${unit}`;
}

/**
 * The style sheet of the letter preview: an A4 sheet (210 × 297 mm) with the header, the body and
 * the footer placed by the header/footer record, in its own metric (px, or cm as SPEC §3's setter
 * falls back to). Built from numbers only, so no template text reaches it. Without a record the
 * page has no header or footer and no margins.
 */
export function letterPageCss(record: Partial<LayoutValues> | null, brand: LetterBrand = NO_BRAND): string {
  const unit = metricOf(record?.metric ?? 'px');
  const l = Object.fromEntries(LAYOUT_FIELDS.map((field) => [field, length(record?.[field], unit)])) as Record<(typeof LAYOUT_FIELDS)[number], string>;
  const sides = `padding-left:${l['body-left-margin']};padding-right:${l['body-right-margin']}`;
  return [
    'html{background:#e2e8f0}body{margin:0;padding:16px}',
    '.page{box-sizing:border-box;width:210mm;height:297mm;margin:0 auto;background:#fff;box-shadow:0 1px 4px rgba(15,23,42,.25);display:flex;flex-direction:column;overflow:hidden}',
    `.page-header{box-sizing:border-box;flex:none;margin-top:${l['header-top-margin']};height:${l['header-height']};margin-bottom:${l['feader-bottom-margin']};${sides};overflow:hidden}`,
    `.page-body{box-sizing:border-box;flex:1 1 auto;min-height:0;${sides};overflow:hidden}`,
    `.page-footer{box-sizing:border-box;flex:none;margin-top:${l['footer-top-margin']};height:${l['footer-height']};margin-bottom:${l['footer-bottom-margin']};${sides};overflow:hidden;font-size:.8em;color:#475569}`,
    'table{border-collapse:collapse}th,td{border:1px solid #cbd5e1;padding:2px 6px;text-align:left}',
    '.page-logo{float:right;max-height:60px;max-width:40%;margin-left:8px}',
    brandCss(brand.colour),
  ].join('');
}

/** The administration's style (its style settings) as a letter shows it. */
export type LetterBrand = {
  /** The logo's image id (`images/{id}`, which the preview fetches), or none. */
  logoImageId?: string | null;
  /** The brand colour (#rrggbb); anything else is left out. */
  colour?: string | null;
};

const NO_BRAND: LetterBrand = {};

/** The brand colour on the header's rule, links and table headings: only a checked #rrggbb reaches the style sheet. */
function brandCss(colour: string | null | undefined): string {
  if (!colour || !/^#[0-9a-fA-F]{6}$/.test(colour)) return '';
  return `.page-header{border-bottom:3px solid ${colour}}a{color:${colour}}th{background:${colour};color:#fff}`;
}

/** The logo's image as the page's header starts with it (an id of the app's own images only). */
function logoHtml(imageId: string | null | undefined): string {
  return imageId && /^[A-Za-z0-9._-]{1,100}$/.test(imageId) ? `<img class="page-logo" src="images/${imageId}" alt="">` : '';
}

/**
 * The letter's markup: header (with the administration's logo first, when it has one), body and
 * footer in the boxes letterPageCss places (sanitised later, whole).
 */
export function letterPageHtml(header: string, body: string, footer: string, brand: LetterBrand = NO_BRAND): string {
  return `<div class="page"><header class="page-header">${logoHtml(brand.logoImageId)}${header}</header><main class="page-body">${body}</main><footer class="page-footer">${footer}</footer></div>`;
}
