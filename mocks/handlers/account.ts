import { z } from 'zod';
import { getLogoutMockHandler, getRefreshTokenMockHandler } from '#api/generated/endpoints/account/account.msw';
import type { LogoutRequest, RefreshRequest, RefreshResponse } from '#api/generated/model/index';
import { issueTokenPair } from './auth';
import type { HandlerContext } from './context';
import { badRequest, unauthorized } from './problem';
import { publicRoute } from './route';

// orval emits no zod schema for form-encoded bodies; this mirrors RefreshRequest of the contract.
const refreshRequestSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string().min(1),
}) satisfies z.ZodType<RefreshRequest>;

const logoutRequestSchema = z.object({
  refresh_token: z.string().min(1),
  access_token: z.string().optional(),
}) satisfies z.ZodType<LogoutRequest>;

async function formBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(Object.fromEntries(new URLSearchParams(await request.text())));
  if (!parsed.success) {
    throw badRequest(parsed.error.issues.map((i) => ({ field: i.path.map(String).join('.') || 'body', message: i.message })));
  }
  return parsed.data;
}

export function accountHandlers(ctx: HandlerContext) {
  return [
    getRefreshTokenMockHandler(
      publicRoute<RefreshResponse>(
        ctx,
        'refreshToken',
        async ({ request }) => {
          const body = await formBody(request, refreshRequestSchema);
          const { tokens } = ctx.store.db;
          const spent = tokens.findFirst((q) => q.where({ token: body.refresh_token, kind: 'refresh' }));
          if (!spent || spent.expiresAt <= ctx.options.now().getTime()) {
            throw unauthorized('The refresh token is not valid or has expired.');
          }
          // Rotation: the refresh token is single-use, and the access token it replaces is revoked.
          tokens.delete(spent);
          tokens.deleteMany((q) => q.where({ token: body.access_token, kind: 'access', userId: spent.userId }));
          return { data: await issueTokenPair(ctx, spent.userId) };
        },
        { mutates: true },
      ),
    ),
    getLogoutMockHandler(
      publicRoute<void>(
        ctx,
        'logout',
        async ({ request }) => {
          const body = await formBody(request, logoutRequestSchema);
          const { tokens } = ctx.store.db;
          const session = tokens.findFirst((q) => q.where({ token: body.refresh_token, kind: 'refresh' }));
          // Whatever the token, the answer is the same (RFC 7009 §2.2): it reveals nothing.
          if (!session) return;
          tokens.delete(session);
          if (body.access_token) tokens.deleteMany((q) => q.where({ token: body.access_token, kind: 'access', userId: session.userId }));
        },
        { mutates: true },
      ),
    ),
  ];
}
