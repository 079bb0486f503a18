import { describe, expect, it } from 'vitest';
import { toggleMedia } from './media';

describe('toggleMedia (SPEC §4)', () => {
  it('adds a channel that is not in the list and removes one that is', () => {
    expect(toggleMedia(['email'], 'sms')).toEqual(['email', 'sms']);
    expect(toggleMedia(['email', 'sms'], 'email')).toEqual(['sms']);
    expect(toggleMedia([], 'letter')).toEqual(['letter']);
    expect(toggleMedia(['letter'], 'letter')).toEqual([]);
  });

  it('keeps the channels in their own order, whatever order they were chosen in', () => {
    expect(toggleMedia(['whatsapp', 'sms'], 'email')).toEqual(['email', 'sms', 'whatsapp']);
    expect(toggleMedia(toggleMedia(['call'], 'letter'), 'email')).toEqual(['email', 'letter', 'call']);
  });

  it('toggling twice gives the list back', () => {
    expect(toggleMedia(toggleMedia(['email', 'call'], 'whatsapp'), 'whatsapp')).toEqual(['email', 'call']);
  });
});
