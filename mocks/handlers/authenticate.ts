/**
 * The caller of a signed-in route: the backend's own tokens (resolveUser), or — when the Node
 * server injected a verifier — a JWT access token of the local identity provider (idp/), whose
 * `sub` is a seeded user id. Bad JWTs get the same 401 problem answers as bad mock tokens.
 */
import type { UserRecord } from '../db/schemas';
import { resolveUser } from './auth';
import type { HandlerContext } from './context';
import { unauthorized } from './problem';

/** header.payload.signature in base64url: never the shape of the backend's own tokens. */
const JWT_SHAPE = /^Bearer\s+([\w-]+\.[\w-]+\.[\w-]+)$/i;

export async function authenticate(request: Request, ctx: HandlerContext): Promise<UserRecord> {
  const verify = ctx.options.verifyExternalToken;
  const jwt = verify ? JWT_SHAPE.exec(request.headers.get('Authorization')?.trim() ?? '')?.[1] : undefined;
  if (!verify || !jwt) return resolveUser(request, ctx);

  const result = await verify(jwt);
  if (!result.ok) {
    if (result.reason === 'expired') throw unauthorized('The access token has expired.');
    if (result.reason === 'unverifiable') throw unauthorized('The access token could not be verified: the identity provider is unreachable.');
    throw unauthorized('The access token is not valid.');
  }
  const user = ctx.store.db.users.findFirst((q) => q.where({ id: result.userId }));
  if (!user) throw unauthorized('The access token is not valid.');
  return user;
}
