import { describe, expect, it } from 'vitest';
import { countSms } from './sms';

describe('countSms', () => {
  it('counts GSM-7 text: 160 in one message, 153 per part beyond', () => {
    expect(countSms('')).toEqual({ encoding: 'GSM-7', characters: 0, segments: 0, perSegment: 160 });
    expect(countSms('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', characters: 160, segments: 1 });
    expect(countSms('a'.repeat(161))).toMatchObject({ characters: 161, segments: 2, perSegment: 153 });
    expect(countSms('a'.repeat(306))).toMatchObject({ segments: 2 });
    expect(countSms('a'.repeat(307))).toMatchObject({ segments: 3 });
  });

  it('counts extension characters such as € twice', () => {
    expect(countSms('Pay €10 [now]')).toMatchObject({ encoding: 'GSM-7', characters: 16 });
  });

  it('falls back to UCS-2 for other characters: 70, then 67 per part; emoji take two units', () => {
    expect(countSms('Zahlung fällig – bitte')).toMatchObject({ encoding: 'UCS-2', characters: 22, segments: 1 });
    expect(countSms('ł'.repeat(70))).toMatchObject({ encoding: 'UCS-2', segments: 1, perSegment: 70 });
    expect(countSms('ł'.repeat(71))).toMatchObject({ segments: 2, perSegment: 67 });
    expect(countSms('👍')).toMatchObject({ encoding: 'UCS-2', characters: 2 });
  });
});
