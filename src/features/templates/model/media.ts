import type { Media } from '@/api/generated/model';
import { CHANNELS } from './channels';

/**
 * SPEC §4: selecting a media type toggles it in or out of the template's media list. The list
 * keeps the channels' own order, so the same choice always gives the same list (and no diff).
 */
export function toggleMedia(media: readonly Media[], channel: Media): Media[] {
  const next = media.includes(channel) ? media.filter((m) => m !== channel) : [...media, channel];
  return CHANNELS.filter((c) => next.includes(c));
}

export function sameMedia(a: readonly Media[], b: readonly Media[]): boolean {
  return a.length === b.length && a.every((m) => b.includes(m));
}
