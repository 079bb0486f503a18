/**
 * The geometry of a letter: a header/footer record's margins and heights (SPEC §3) on an A4 page,
 * in the record's metric. Shared by the editor's letter preview and the mock backend's check, so
 * both measure a page the same way.
 */

export type Metric = 'px' | 'cm';

/** A4 in millimetres. */
export const A4 = { width: 210, height: 297 } as const;

/** CSS pixels: 96 to the inch, 25.4 mm to the inch. */
const MM_PER_PX = 25.4 / 96;

/** The smallest body a page may keep, in millimetres, so a letter still has room for its text. */
export const MIN_BODY_MM = 20;

/**
 * The config setter of SPEC §3: px is px; anything else (cm, an old `mm`, a typo, nothing) is taken
 * as cm, the one alternative. The default of a new record is px (SPEC §9), set by its form.
 */
export function metricOf(value: unknown): Metric {
  return value === 'px' ? 'px' : 'cm';
}

export function toMillimetres(value: number, metric: Metric): number {
  return metric === 'px' ? value * MM_PER_PX : value * 10;
}

/** A length in another metric, rounded as people type it: whole pixels, hundredths of a centimetre. */
export function convertLength(value: number, from: Metric, to: Metric): number {
  if (from === to) return value;
  const mm = toMillimetres(value, from);
  return to === 'px' ? Math.round(mm / MM_PER_PX) : Math.round(mm * 10) / 100;
}

export const LAYOUT_FIELDS = [
  'body-left-margin',
  'body-right-margin',
  'header-top-margin',
  'header-height',
  'feader-bottom-margin',
  'footer-top-margin',
  'footer-height',
  'footer-bottom-margin',
] as const;

export type LayoutField = (typeof LAYOUT_FIELDS)[number];
export type LayoutValues = Record<LayoutField, number> & { metric?: unknown };

/** Every length of the record in millimetres, plus the body's box that remains on the page. */
export function pageBoxes(values: LayoutValues) {
  const metric = metricOf(values.metric);
  const mm = Object.fromEntries(LAYOUT_FIELDS.map((field) => [field, toMillimetres(values[field], metric)])) as Record<LayoutField, number>;
  const headerBlock = mm['header-top-margin'] + mm['header-height'] + mm['feader-bottom-margin'];
  const footerBlock = mm['footer-top-margin'] + mm['footer-height'] + mm['footer-bottom-margin'];
  return {
    mm,
    bodyWidth: A4.width - mm['body-left-margin'] - mm['body-right-margin'],
    bodyHeight: A4.height - headerBlock - footerBlock,
  };
}

export type LayoutProblem = { field: LayoutField; rule: 'bodyTooNarrow' | 'bodyTooShort' };

/**
 * What keeps the page from holding a body of at least MIN_BODY_MM each way, named on the fields a
 * person would shorten: the right margin for the width, the header height for the height.
 */
export function layoutProblems(values: LayoutValues): LayoutProblem[] {
  const { bodyWidth, bodyHeight } = pageBoxes(values);
  const problems: LayoutProblem[] = [];
  if (bodyWidth < MIN_BODY_MM) problems.push({ field: 'body-right-margin', rule: 'bodyTooNarrow' });
  if (bodyHeight < MIN_BODY_MM) problems.push({ field: 'header-height', rule: 'bodyTooShort' });
  return problems;
}
