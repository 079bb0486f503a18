import { describe, expect, it } from 'vitest';
import { convertLength, layoutProblems, metricOf, pageBoxes, toMillimetres, type LayoutValues } from './letter-layout';

const zero: LayoutValues = {
  'body-left-margin': 0,
  'body-right-margin': 0,
  'header-top-margin': 0,
  'header-height': 0,
  'feader-bottom-margin': 0,
  'footer-top-margin': 0,
  'footer-height': 0,
  'footer-bottom-margin': 0,
};

describe('metricOf (the config setter of SPEC §3)', () => {
  it('keeps px and takes anything else as cm', () => {
    expect(metricOf('px')).toBe('px');
    expect(metricOf('cm')).toBe('cm');
    expect(metricOf('mm')).toBe('cm');
    expect(metricOf('PX')).toBe('cm');
    expect(metricOf(undefined)).toBe('cm');
    expect(metricOf(null)).toBe('cm');
  });
});

describe('lengths', () => {
  it('measures px at 96 to the inch and cm as ten millimetres', () => {
    expect(toMillimetres(96, 'px')).toBeCloseTo(25.4);
    expect(toMillimetres(2.5, 'cm')).toBe(25);
  });

  it('converts between px and cm, rounded as people type them', () => {
    expect(convertLength(96, 'px', 'cm')).toBe(2.54);
    expect(convertLength(2.54, 'cm', 'px')).toBe(96);
    expect(convertLength(1, 'cm', 'px')).toBe(38);
    expect(convertLength(40, 'px', 'cm')).toBe(1.06);
    expect(convertLength(12, 'px', 'px')).toBe(12);
  });
});

describe('page boxes on A4', () => {
  it('takes margins and heights off the page in the record metric', () => {
    const boxes = pageBoxes({ ...zero, 'body-left-margin': 2, 'body-right-margin': 1.5, 'header-top-margin': 1, 'header-height': 3, 'feader-bottom-margin': 0.5, 'footer-height': 2, metric: 'cm' });
    expect(boxes.bodyWidth).toBeCloseTo(210 - 35);
    expect(boxes.bodyHeight).toBeCloseTo(297 - 45 - 20);
  });

  it('reads an unknown metric as cm', () => {
    expect(pageBoxes({ ...zero, 'body-left-margin': 1, metric: 'mm' }).bodyWidth).toBeCloseTo(200);
  });

  it('names the field to shorten when the body has no room', () => {
    expect(layoutProblems({ ...zero, metric: 'px' })).toEqual([]);
    expect(layoutProblems({ ...zero, 'body-left-margin': 10, 'body-right-margin': 9.5, metric: 'cm' })).toEqual([{ field: 'body-right-margin', rule: 'bodyTooNarrow' }]);
    // 1100 px is 291 mm: less than 20 mm of a 297 mm page remain.
    expect(layoutProblems({ ...zero, 'header-height': 1100, metric: 'px' })).toEqual([{ field: 'header-height', rule: 'bodyTooShort' }]);
  });
});
