/** Seeded images: every seeded template's thumbnail, then the avatars of staff that have one. */
import type { ImageRecord } from '../db/schemas';
import type { SeedContext } from '../db/collections';
import { avatarSvg } from '../media/svg';
import { userFixtures } from './fixtures';
import { seedThumbnails } from './templates';

export function seedImages({ records }: SeedContext): ImageRecord[] {
  // Avatars are per user, not per administration: stored with administrationId null.
  const avatars = userFixtures
    .filter((user) => user.hasAvatar)
    .map((user): ImageRecord => ({ id: `avatar-${user.id}`, administrationId: null, contentType: 'image/svg+xml', body: avatarSvg(user.name) }));
  return [...seedThumbnails(records('templates')), ...avatars];
}
