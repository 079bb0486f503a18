/**
 * Who is calling (what they may do: ./permissions.ts). Tokens live in the db's token table (token → user, expiry),
 * so issued and rotated tokens survive a restart like any other data.
 */
import type { UserRecord } from '../db/schemas';
import { DEFAULT_USER_ID } from '../seed/fixtures';
import type { HandlerContext } from './context';
import { unauthorized } from './problem';

export const ACCESS_TOKEN_TTL_MS = 60 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

function findUser(ctx: HandlerContext, id: string): UserRecord | undefined {
  return ctx.store.db.users.findFirst((q) => q.where({ id }));
}

/** The signed-in user of a request; throws a 401 problem for a bad, unknown or expired token. */
export function resolveUser(request: Request, ctx: HandlerContext): UserRecord {
  const header = request.headers.get('Authorization');
  if (!header) {
    if (ctx.options.requireAuth) throw unauthorized('Authentication is required.');
    const fallback = findUser(ctx, DEFAULT_USER_ID);
    if (!fallback) throw unauthorized(`The default user ${DEFAULT_USER_ID} does not exist.`);
    return fallback;
  }
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) throw unauthorized('Expected a Bearer token.');
  const token = match[1];
  const record = ctx.store.db.tokens.findFirst((q) => q.where({ token, kind: 'access' }));
  if (!record) throw unauthorized('The access token is not valid.');
  if (record.expiresAt <= ctx.options.now().getTime()) throw unauthorized('The access token has expired.');
  const user = findUser(ctx, record.userId);
  if (!user) throw unauthorized('The access token is not valid.');
  return user;
}

function randomToken(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return `${prefix}_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  /** Epoch ms at which the access token expires. */
  expires_at: number;
}

export interface IssueOptions {
  accessTtlMs?: number;
  refreshTtlMs?: number;
}

/** Issues a new token pair for a user (and drops expired tokens so the table does not grow). */
export async function issueTokenPair(ctx: HandlerContext, userId: string, options: IssueOptions = {}): Promise<TokenPair> {
  const now = ctx.options.now().getTime();
  ctx.store.db.tokens.deleteMany((q) => q.where({ expiresAt: (expiresAt) => expiresAt <= now }));
  const accessExpiry = now + (options.accessTtlMs ?? ACCESS_TOKEN_TTL_MS);
  const access = await ctx.store.db.tokens.create({ token: randomToken('mock_at'), kind: 'access', userId, expiresAt: accessExpiry });
  const refresh = await ctx.store.db.tokens.create({
    token: randomToken('mock_rt'),
    kind: 'refresh',
    userId,
    expiresAt: now + (options.refreshTtlMs ?? REFRESH_TOKEN_TTL_MS),
  });
  return { access_token: access.token, refresh_token: refresh.token, expires_at: accessExpiry };
}
