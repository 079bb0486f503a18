import { contrastRatio, meetsAA, parseHex } from './contrast';

describe('WCAG AA contrast of a brand colour', () => {
  it('reads #rgb and #rrggbb, refuses anything else', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('1D4ED8')).toEqual([29, 78, 216]);
    expect(parseHex('#12345')).toBeUndefined();
    expect(parseHex('blue')).toBeUndefined();
    expect(contrastRatio('blue', '#fff')).toBeUndefined();
  });

  it('computes the ratios WCAG publishes', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    // Order does not matter.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#777777') ?? 0, 10);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('holds body text to 4.5:1 and large text to 3:1, right at the edges', () => {
    expect(meetsAA('#767676', '#ffffff')).toBe(true); // 4.54
    expect(meetsAA('#777777', '#ffffff')).toBe(false); // 4.48
    expect(meetsAA('#777777', '#ffffff', true)).toBe(true);
    expect(meetsAA('#949494', '#ffffff', true)).toBe(true); // 3.03
    expect(meetsAA('#959595', '#ffffff', true)).toBe(false); // 2.995
    expect(meetsAA('#1d4ed8', '#ffffff')).toBe(true);
    expect(meetsAA('#fbbf24', '#ffffff')).toBe(false);
    expect(meetsAA('nope', '#ffffff')).toBe(false);
  });
});
