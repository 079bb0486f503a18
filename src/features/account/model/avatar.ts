/**
 * The avatar's rules on the client (the server checks them again: PUT …/users/{userId}/avatar): a
 * PNG or JPEG of at most 2 MB, then a square part of it chosen by the user, saved as a 256 × 256 PNG.
 * The square lives in the picture's own pixels; moving and resizing keep it inside the picture.
 */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES: readonly string[] = ['image/png', 'image/jpeg'];
/** The saved picture's side, in pixels. */
export const AVATAR_SIDE = 256;
/** The smallest square the user may choose, in the picture's pixels (or the picture's short side). */
export const MIN_CROP = 32;

export type AvatarFileProblem = 'type' | 'size';

export function avatarFileProblem(file: { type: string; size: number }): AvatarFileProblem | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'type';
  if (file.size > MAX_AVATAR_BYTES) return 'size';
  return null;
}

export type Crop = { x: number; y: number; size: number };
export type ImageSize = { width: number; height: number };

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The largest square, centred. */
export function initialCrop({ width, height }: ImageSize): Crop {
  const size = Math.min(width, height);
  return { x: Math.round((width - size) / 2), y: Math.round((height - size) / 2), size };
}

/** The square kept inside the picture and no smaller than MIN_CROP (or the short side). */
export function clampCrop(crop: Crop, { width, height }: ImageSize): Crop {
  const size = Math.round(clamp(crop.size, Math.min(MIN_CROP, width, height), Math.min(width, height)));
  return { size, x: Math.round(clamp(crop.x, 0, width - size)), y: Math.round(clamp(crop.y, 0, height - size)) };
}

export function moveCrop(crop: Crop, dx: number, dy: number, image: ImageSize): Crop {
  return clampCrop({ ...crop, x: crop.x + dx, y: crop.y + dy }, image);
}

/** Another size around the same centre. */
export function resizeCrop(crop: Crop, size: number, image: ImageSize): Crop {
  const centreX = crop.x + crop.size / 2;
  const centreY = crop.y + crop.size / 2;
  const side = clampCrop({ x: 0, y: 0, size }, image).size;
  return clampCrop({ size: side, x: centreX - side / 2, y: centreY - side / 2 }, image);
}

/** Arrow keys move by 1 % of the picture's short side, with Shift by 10 %; other keys do nothing. */
export function cropKeyStep(key: string, shift: boolean, image: ImageSize): { dx: number; dy: number } | null {
  const step = Math.max(1, Math.round((Math.min(image.width, image.height) * (shift ? 10 : 1)) / 100));
  switch (key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return null;
  }
}
