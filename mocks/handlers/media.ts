import { HttpResponse } from 'msw';
import { getGetImageMockHandler, getGetUserAvatarMockHandler } from '#api/generated/endpoints/media/media.msw';
import { fromBase64 } from '../accounts/password-hash';
import type { ImageRecord } from '../db/schemas';
import type { HandlerContext } from './context';
import { membershipOf } from './permissions';
import { notFound } from './problem';
import { pathParam, route, scopeOf } from './route';

/**
 * The generated media handlers would JSON-encode a string; images need their own binary answer.
 * SVGs are kept as their text, raster images (uploaded logos) as base64.
 */
function imageResponse(image: ImageRecord): Response {
  // Uploaded avatars say they are base64; uploaded logos are raster images (base64) too; seeded SVGs are text.
  return new HttpResponse(image.encoding === 'base64' || image.contentType !== 'image/svg+xml' ? fromBase64(image.body) : image.body, {
    status: 200,
    headers: { 'Content-Type': image.contentType, 'Cache-Control': 'private, max-age=300' },
  });
}

export function mediaHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;
  return [
    getGetImageMockHandler(
      route<string>(ctx, 'getImage', (input) => {
        const { administrationId } = scopeOf(input);
        const id = pathParam(input, 'imageId');
        const image = db.images.findFirst((q) => q.where({ id, administrationId }));
        if (!image) throw notFound(`Image ${id} does not exist.`);
        return imageResponse(image);
      }),
    ),
    getGetUserAvatarMockHandler(
      route<string>(ctx, 'getUserAvatar', (input) => {
        const { administrationId } = scopeOf(input);
        const userId = pathParam(input, 'userId');
        // Colleagues' avatars are visible within a shared administration only.
        const owner = db.users.findFirst((q) => q.where({ id: userId }));
        const avatar = owner?.hasAvatar && membershipOf(owner, administrationId)
          ? db.images.findFirst((q) => q.where({ id: `avatar-${userId}` }))
          : undefined;
        if (!avatar) throw notFound(`User ${userId} has no avatar in this administration.`);
        return imageResponse(avatar);
      }),
    ),
  ];
}
