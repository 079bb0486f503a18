/**
 * The sign-in throttle: at most LOGIN_MAX_FAILURES failed attempts per e-mail address within
 * LOGIN_WINDOW_MS. Failures are recorded for unknown addresses too, so the throttle behaves the
 * same whether or not an account exists.
 */
import type { HandlerContext } from '../handlers/context';

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function recentFailures(ctx: HandlerContext, email: string, now: number): number[] {
  return ctx.store.db.loginFailures
    .findMany((q) => q.where({ email, at: (at) => at > now - LOGIN_WINDOW_MS }))
    .map((failure) => failure.at)
    .sort((a, b) => a - b);
}

/** Seconds until the next attempt is accepted, or 0 when attempts are accepted now. */
export function throttledFor(ctx: HandlerContext, email: string): number {
  const now = ctx.options.now().getTime();
  const failures = recentFailures(ctx, email, now);
  if (failures.length < LOGIN_MAX_FAILURES) return 0;
  // Attempts are accepted again once fewer than the maximum are inside the window.
  const releasing = failures[failures.length - LOGIN_MAX_FAILURES] ?? now;
  return Math.max(1, Math.ceil((releasing + LOGIN_WINDOW_MS - now) / 1000));
}

export async function recordFailure(ctx: HandlerContext, email: string): Promise<void> {
  const now = ctx.options.now().getTime();
  ctx.store.db.loginFailures.deleteMany((q) => q.where({ at: (at) => at <= now - LOGIN_WINDOW_MS }));
  await ctx.store.db.loginFailures.create({ email, at: now });
}

export function clearFailures(ctx: HandlerContext, email: string): void {
  ctx.store.db.loginFailures.deleteMany((q) => q.where({ email }));
}
