/**
 * The ordinary-credentials path of the contract (tag `account`): sign-in with an optional second
 * factor, forgotten and reset passwords, activation of invited accounts, sign-up, the signed-in
 * account and two-factor setup. Tokens issued here go into the same token table as every other
 * session, so POST /account/refresh rotates them and every handler accepts them.
 */
import { HttpResponse } from 'msw';
import {
  getActivateAccountMockHandler,
  getForgotPasswordMockHandler,
  getGetActivationMockHandler,
  getGetCurrentAccountMockHandler,
  getLoginMockHandler,
  getLoginTwoFactorMockHandler,
  getResetPasswordMockHandler,
  getSetupTwoFactorMockHandler,
  getSignupMockHandler,
  getVerifyTwoFactorMockHandler,
} from '#api/generated/endpoints/account/account.msw';
import type {
  AccountUser,
  ActivationInfo,
  CreatedResource,
  LoginAuthenticated,
  LoginResponse,
  TwoFactorSetup,
} from '#api/generated/model/index';
import {
  activateAccountBody,
  forgotPasswordBody,
  loginBody,
  loginTwoFactorBody,
  resetPasswordBody,
  signupBody,
  verifyTwoFactorBody,
} from '#api/generated/zod/account/account.zod';
import { appOrigin, sendMail } from '../accounts/outbox';
import { hashPassword, spendPasswordCheck, verifyPassword } from '../accounts/password-hash';
import { passwordPolicyErrors } from '../accounts/password-policy';
import { randomToken } from '../accounts/random';
import { clearFailures, normaliseEmail, recordFailure, throttledFor } from '../accounts/throttle';
import { newTotpSecret, totpFor, verifyTotp } from '../accounts/totp';
import type { AccountTokenRecord, CredentialRecord } from '../db/account-schemas';
import type { UserRecord } from '../db/schemas';
import { answer } from './answers';
import { issueTokenPair } from './auth';
import { accountView } from './own-account';
import type { HandlerContext } from './context';
import { badRequest, notFound, problemBody, ProblemError } from './problem';
import { jsonBody, pathParam, publicRoute, route } from './route';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

const PROBLEMS = 'https://docs.receivables.example/problems';

/** A problem answer with its own type (and headers), thrown to the route wrapper as a Response. */
function typedProblem(status: number, type: string, detail: string, headers: Record<string, string> = {}): Response {
  return HttpResponse.json(
    { ...problemBody(status, detail), type: `${PROBLEMS}/${type}` },
    { status, headers: { 'Content-Type': 'application/problem+json', ...headers } },
  );
}

const invalidCredentials = () => typedProblem(401, 'invalid-credentials', 'The e-mail address or password is not correct.');
const invalidCode = () => typedProblem(401, 'invalid-two-factor-code', 'The two-factor code is not correct.');
const challengeExpired = () =>
  typedProblem(401, 'two-factor-challenge-expired', 'The sign-in has expired or was not started. Sign in again.');
const tooManyAttempts = (retryAfterSeconds: number) =>
  typedProblem(
    429,
    'too-many-attempts',
    `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
    { 'Retry-After': String(retryAfterSeconds) },
  );
const conflict = (detail: string, field?: string) =>
  new ProblemError(409, detail, field ? [{ field, message: detail.replace(/\.$/, '') }] : undefined);

export function credentialByEmail(ctx: HandlerContext, email: string): CredentialRecord | undefined {
  const normalised = normaliseEmail(email);
  return ctx.store.db.credentials.findFirst((q) => q.where({ email: normalised }));
}

function credentialOf(ctx: HandlerContext, userId: string) {
  return ctx.store.db.credentials.findFirst((q) => q.where({ userId }));
}

/** The credential record of a signed-in user; users who never had one (single sign-on only) get one. */
async function ensureCredential(ctx: HandlerContext, user: UserRecord) {
  return (
    credentialOf(ctx, user.id) ??
    (await ctx.store.db.credentials.create({
      userId: user.id,
      email: normaliseEmail(user.email),
      passwordHash: null,
      company: null,
      totpSecret: null,
      totpPendingSecret: null,
      totpLastCounter: null,
    }))
  );
}

function findUser(ctx: HandlerContext, userId: string): UserRecord | undefined {
  return ctx.store.db.users.findFirst((q) => q.where({ id: userId }));
}

/** A single-use token of a kind, if it exists and has not expired (expired ones are dropped). */
function liveToken(ctx: HandlerContext, token: string, kind: AccountTokenRecord['kind']) {
  const record = ctx.store.db.accountTokens.findFirst((q) => q.where({ token, kind }));
  if (!record) return undefined;
  if (record.expiresAt <= ctx.options.now().getTime()) {
    ctx.store.db.accountTokens.delete(record);
    return undefined;
  }
  return record;
}

async function createAccountToken(ctx: HandlerContext, kind: AccountTokenRecord['kind'], userId: string, ttlMs: number) {
  const prefix = { reset: 'rst', activation: 'act', challenge: 'ch' }[kind];
  return ctx.store.db.accountTokens.create({
    token: randomToken(prefix),
    kind,
    userId,
    expiresAt: ctx.options.now().getTime() + ttlMs,
  });
}

async function authenticated(ctx: HandlerContext, userId: string): Promise<LoginAuthenticated> {
  return { status: 'authenticated', data: await issueTokenPair(ctx, userId) };
}

function requirePolicy(password: string): void {
  const errors = passwordPolicyErrors(password);
  if (errors.length > 0) throw badRequest(errors, 'The password does not meet the password policy.');
}

async function setPassword(ctx: HandlerContext, credential: CredentialRecord, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await ctx.store.db.credentials.update((q) => q.where({ userId: credential.userId }), {
    data(draft) {
      draft.passwordHash = passwordHash;
    },
  });
}

export function credentialHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;
  const now = () => ctx.options.now().getTime();

  return [
    getLoginMockHandler(
      publicRoute<LoginResponse>(
        ctx, 'login',
        async ({ request }) => {
          const body = await jsonBody(request, loginBody);
          const email = normaliseEmail(body.email);
          // The throttle comes first: once it is reached even the right password is refused.
          const wait = throttledFor(ctx, email);
          if (wait > 0) throw tooManyAttempts(wait);

          const credential = credentialByEmail(ctx, email);
          const valid = credential?.passwordHash
            ? await verifyPassword(body.password, credential.passwordHash)
            : await spendPasswordCheck(body.password);
          if (!credential || !valid) {
            await recordFailure(ctx, email);
            ctx.store.commit();
            throw invalidCredentials();
          }
          clearFailures(ctx, email);
          if (credential.totpSecret) {
            const challenge = await createAccountToken(ctx, 'challenge', credential.userId, CHALLENGE_TTL_MS);
            return { status: 'two-factor-required', challengeToken: challenge.token, methods: ['totp'] };
          }
          return authenticated(ctx, credential.userId);
        },
        { mutates: true },
      ),
    ),

    getLoginTwoFactorMockHandler(
      publicRoute<LoginAuthenticated>(
        ctx, 'loginTwoFactor',
        async ({ request }) => {
          const body = await jsonBody(request, loginTwoFactorBody);
          const challenge = liveToken(ctx, body.challengeToken, 'challenge');
          const credential = challenge && credentialOf(ctx, challenge.userId);
          if (!challenge || !credential?.totpSecret) {
            ctx.store.commit();
            throw challengeExpired();
          }
          const wait = throttledFor(ctx, credential.email);
          if (wait > 0) {
            db.accountTokens.delete(challenge);
            ctx.store.commit();
            throw tooManyAttempts(wait);
          }
          const counter = verifyTotp(credential.totpSecret, body.code, now(), credential.totpLastCounter);
          if (counter === null) {
            await recordFailure(ctx, credential.email);
            ctx.store.commit();
            throw invalidCode();
          }
          db.accountTokens.delete(challenge);
          await db.credentials.update((q) => q.where({ userId: credential.userId }), {
            data(draft) {
              draft.totpLastCounter = counter;
            },
          });
          clearFailures(ctx, credential.email);
          return authenticated(ctx, credential.userId);
        },
        { mutates: true },
      ),
    ),

    getForgotPasswordMockHandler(
      publicRoute<void>(
        ctx, 'forgotPassword',
        async ({ request }) => {
          const body = await jsonBody(request, forgotPasswordBody);
          const credential = credentialByEmail(ctx, body.email);
          // The same answer either way; only an active account gets an e-mail.
          if (!credential?.passwordHash) return;
          db.accountTokens.deleteMany((q) => q.where({ kind: 'reset', userId: credential.userId }));
          const reset = await createAccountToken(ctx, 'reset', credential.userId, RESET_TOKEN_TTL_MS);
          const link = `${appOrigin(request)}/reset-pass?token=${encodeURIComponent(reset.token)}`;
          await sendMail(ctx, {
            kind: 'password-reset',
            to: credential.email,
            subject: 'Reset your Receivables password',
            text: `Someone asked to reset the password of your Receivables account. To choose a new password, open ${link} within one hour. If it was not you, ignore this e-mail.`,
            link,
          });
        },
        { mutates: true },
      ),
    ),

    getResetPasswordMockHandler(
      publicRoute<void>(
        ctx, 'resetPassword',
        async ({ request }) => {
          const body = await jsonBody(request, resetPasswordBody);
          const reset = liveToken(ctx, body.token, 'reset');
          const credential = reset && credentialOf(ctx, reset.userId);
          if (!reset || !credential) {
            ctx.store.commit();
            throw badRequest([{ field: 'token', message: 'The reset link is not valid or has expired' }], 'The reset link is not valid or has expired.');
          }
          requirePolicy(body.password);
          await setPassword(ctx, credential, body.password);
          db.accountTokens.deleteMany((q) => q.where({ kind: 'reset', userId: credential.userId }));
          // A new password ends every session of the account and lifts the throttle.
          db.tokens.deleteMany((q) => q.where({ userId: credential.userId }));
          clearFailures(ctx, credential.email);
          await sendMail(ctx, {
            kind: 'password-changed',
            to: credential.email,
            subject: 'Your Receivables password was changed',
            text: 'The password of your Receivables account was just changed. If it was not you, contact your administrator at once.',
            link: null,
          });
        },
        { mutates: true },
      ),
    ),

    getGetActivationMockHandler(
      publicRoute<ActivationInfo>(ctx, 'getActivation', (input) => {
        const activation = liveToken(ctx, pathParam(input, 'token'), 'activation');
        const user = activation && findUser(ctx, activation.userId);
        if (!activation || !user) throw notFound('This activation link is not valid or has expired.');
        return user;
      }),
    ),

    getActivateAccountMockHandler(
      publicRoute<void>(
        ctx, 'activateAccount',
        async ({ request }) => {
          const body = await jsonBody(request, activateAccountBody);
          const activation = liveToken(ctx, body.token, 'activation');
          const credential = activation && credentialOf(ctx, activation.userId);
          if (!activation || !credential) {
            ctx.store.commit();
            throw notFound('This activation link is not valid or has expired.');
          }
          requirePolicy(body.password);
          await setPassword(ctx, credential, body.password);
          db.accountTokens.deleteMany((q) => q.where({ kind: 'activation', userId: credential.userId }));
        },
        { mutates: true },
      ),
    ),

    getSignupMockHandler(
      publicRoute<CreatedResource>(
        ctx, 'signup',
        async ({ request }) => {
          const body = await jsonBody(request, signupBody);
          requirePolicy(body.password);
          const email = normaliseEmail(body.email);
          if (credentialByEmail(ctx, email) || db.users.findFirst((q) => q.where({ email: (e) => e.toLowerCase() === email }))) {
            throw conflict('An account with this e-mail address already exists.', 'email');
          }
          const id = randomToken('usr', 4).replace('_', '-');
          await db.users.create({ id, name: body.name.trim(), email, language: 'en', hasAvatar: false, memberships: [] });
          await db.credentials.create({
            userId: id,
            email,
            passwordHash: await hashPassword(body.password),
            company: body.company.trim(),
            totpSecret: null,
            totpPendingSecret: null,
            totpLastCounter: null,
          });
          const link = `${appOrigin(request)}/login`;
          await sendMail(ctx, {
            kind: 'account-created',
            to: email,
            subject: 'Welcome to Receivables',
            text: `Your Receivables account for ${body.company.trim()} is ready. Sign in at ${link}.`,
            link,
          });
          return { id };
        },
        { mutates: true },
      ),
    ),

    getGetCurrentAccountMockHandler(
      route<AccountUser>(ctx, 'getCurrentAccount', ({ user }) => {
        const view = accountView(ctx, user);
        return answer(200, view, { ETag: view.etag });
      }),
    ),

    getSetupTwoFactorMockHandler(
      route<TwoFactorSetup>(
        ctx, 'setupTwoFactor',
        async ({ user }) => {
          const credential = await ensureCredential(ctx, user);
          if (credential.totpSecret) throw conflict('Two-factor authentication is already on.');
          const secret = newTotpSecret();
          await db.credentials.update((q) => q.where({ userId: user.id }), {
            data(draft) {
              draft.totpPendingSecret = secret;
            },
          });
          return { secret, otpauthUri: totpFor(secret, user.email).toString() };
        },
        { mutates: true },
      ),
    ),

    getVerifyTwoFactorMockHandler(
      route<void>(
        ctx, 'verifyTwoFactor',
        async ({ request, user }) => {
          const body = await jsonBody(request, verifyTwoFactorBody);
          const credential = credentialOf(ctx, user.id);
          if (credential?.totpSecret) throw conflict('Two-factor authentication is already on.');
          if (!credential?.totpPendingSecret) throw conflict('No two-factor setup is in progress.');
          const counter = verifyTotp(credential.totpPendingSecret, body.code, now(), null);
          if (counter === null) throw badRequest([{ field: 'code', message: 'The code is not correct' }], 'The two-factor code is not correct.');
          const secret = credential.totpPendingSecret;
          await db.credentials.update((q) => q.where({ userId: user.id }), {
            data(draft) {
              draft.totpSecret = secret;
              draft.totpPendingSecret = null;
              draft.totpLastCounter = counter;
            },
          });
          await sendMail(ctx, {
            kind: 'two-factor-enabled',
            to: credential.email,
            subject: 'Two-factor authentication is on',
            text: 'Two-factor authentication was turned on for your Receivables account. If it was not you, contact your administrator at once.',
            link: null,
          });
        },
        { mutates: true },
      ),
    ),
  ];
}
