import { describe, expect, it } from 'vitest';
import { avatarFileProblem, clampCrop, cropKeyStep, initialCrop, MAX_AVATAR_BYTES, moveCrop, resizeCrop } from './avatar';

const wide = { width: 400, height: 200 };

describe('avatar rules', () => {
  it('accepts PNG and JPEG up to 2 MB only', () => {
    expect(avatarFileProblem({ type: 'image/png', size: MAX_AVATAR_BYTES })).toBeNull();
    expect(avatarFileProblem({ type: 'image/jpeg', size: 10 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/png', size: MAX_AVATAR_BYTES + 1 })).toBe('size');
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(avatarFileProblem({ type: 'application/pdf', size: MAX_AVATAR_BYTES + 1 })).toBe('type');
  });

  it('starts with the largest centred square and keeps it inside the picture', () => {
    expect(initialCrop(wide)).toEqual({ x: 100, y: 0, size: 200 });
    expect(moveCrop(initialCrop(wide), 500, 50, wide)).toEqual({ x: 200, y: 0, size: 200 });
    expect(moveCrop(initialCrop(wide), -500, -5, wide)).toEqual({ x: 0, y: 0, size: 200 });
    expect(clampCrop({ x: 0, y: 0, size: 5 }, wide)).toEqual({ x: 0, y: 0, size: 32 });
  });

  it('resizes around the centre, never past the short side', () => {
    expect(resizeCrop({ x: 100, y: 0, size: 200 }, 100, wide)).toEqual({ x: 150, y: 50, size: 100 });
    expect(resizeCrop({ x: 150, y: 50, size: 100 }, 999, wide)).toEqual({ x: 100, y: 0, size: 200 });
  });

  it('moves with the arrow keys by 1 % of the short side, 10 % with Shift', () => {
    expect(cropKeyStep('ArrowRight', false, wide)).toEqual({ dx: 2, dy: 0 });
    expect(cropKeyStep('ArrowUp', true, wide)).toEqual({ dx: 0, dy: -20 });
    expect(cropKeyStep('Enter', false, wide)).toBeNull();
  });
});
