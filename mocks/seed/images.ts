/** Seeded images: every seeded template's thumbnail, each administration's logo, then the avatars of staff that have one. */
import type { ImageRecord } from '../db/schemas';
import type { SeedContext } from '../db/collections';
import { avatarSvg, logoSvg } from '../media/svg';
import { administrationFixtures, userFixtures } from './fixtures';
import { seedThumbnails } from './templates';
import { seedLogoImages } from './administration-setup';

export function seedImages({ records }: SeedContext): ImageRecord[] {
  // Avatars are per user, not per administration: stored with administrationId null.
  const avatars = userFixtures
    .filter((user) => user.hasAvatar)
    .map((user): ImageRecord => ({ id: `avatar-${user.id}`, administrationId: null, contentType: 'image/svg+xml', body: avatarSvg(user.name) }));
  // Each administration's logo, which its letterheads show as `images/logo-{code}`.
  const logos = administrationFixtures.map(
    (admin): ImageRecord => ({ id: `logo-${admin.code}`, administrationId: admin.id, contentType: 'image/svg+xml', body: logoSvg(admin.name) }),
  );
  return [...seedThumbnails(records('templates')), ...logos, ...seedLogoImages(), ...avatars];
}
