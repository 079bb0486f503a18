import { z } from 'zod';
import { getRefreshTokenMockHandler } from '#api/generated/endpoints/account/account.msw';
import type { RefreshRequest, RefreshResponse } from '#api/generated/model/index';
import { issueTokenPair } from './auth';
import type { HandlerContext } from './context';
import { badRequest, unauthorized } from './problem';
import { publicRoute } from './route';

// orval emits no zod schema for form-encoded bodies; this mirrors RefreshRequest of the contract.
const refreshRequestSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string().min(1),
}) satisfies z.ZodType<RefreshRequest>;

export function accountHandlers(ctx: HandlerContext) {
  return [
    getRefreshTokenMockHandler(
      publicRoute<RefreshResponse>(
        ctx,
        'refreshToken',
        async ({ request }) => {
          const form = Object.fromEntries(new URLSearchParams(await request.text()));
          const parsed = refreshRequestSchema.safeParse(form);
          if (!parsed.success) {
            throw badRequest(parsed.error.issues.map((i) => ({ field: i.path.map(String).join('.') || 'body', message: i.message })));
          }
          const { tokens } = ctx.store.db;
          const spent = tokens.findFirst((q) => q.where({ token: parsed.data.refresh_token, kind: 'refresh' }));
          if (!spent || spent.expiresAt <= ctx.options.now().getTime()) {
            throw unauthorized('The refresh token is not valid or has expired.');
          }
          // Rotation: the refresh token is single-use, and the access token it replaces is revoked.
          tokens.delete(spent);
          tokens.deleteMany((q) => q.where({ token: parsed.data.access_token, kind: 'access', userId: spent.userId }));
          return { data: await issueTokenPair(ctx, spent.userId) };
        },
        { mutates: true },
      ),
    ),
  ];
}
