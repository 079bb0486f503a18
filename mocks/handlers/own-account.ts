/**
 * The signed-in user's own account (issue 26 part 3, /account): the name (versioned, If-Match), the
 * interface language kept on the user, the password, turning two-factor off, signing out everywhere,
 * and the avatar (the media tag's PUT on the avatar path). Turning two-factor on is the existing
 * setup flow (./credentials.ts).
 */
import {
  getChangePasswordMockHandler,
  getDisableTwoFactorMockHandler,
  getSignOutEverywhereMockHandler,
  getUpdateAccountLanguageMockHandler,
  getUpdateCurrentAccountMockHandler,
} from '#api/generated/endpoints/account/account.msw';
import { getUpdateUserAvatarMockHandler } from '#api/generated/endpoints/media/media.msw';
import type { AccountUser } from '#api/generated/model/index';
import { changePasswordBody, disableTwoFactorBody, updateAccountLanguageBody, updateCurrentAccountBody } from '#api/generated/zod/account/account.zod';
import { sendMail } from '../accounts/outbox';
import { hashPassword, toBase64, verifyPassword } from '../accounts/password-hash';
import { passwordPolicyErrors } from '../accounts/password-policy';
import { clearFailures, recordFailure, throttledFor } from '../accounts/throttle';
import { verifyTotp } from '../accounts/totp';
import type { UserRecord } from '../db/schemas';
import { answer, type Answer } from './answers';
import type { HandlerContext } from './context';
import { badRequest, conflict, forbidden, notFound, ProblemError } from './problem';
import { etagOf, requireCurrentVersion } from './receivables';
import { jsonBody, pathParam, route } from './route';

export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
const NAME_MAX = 200;

const versionOf = (user: UserRecord) => ({ version: user.version ?? 1 });

/** The account as `GET /account/me` answers it (with the version of the name as its etag). */
export function accountView(ctx: HandlerContext, user: UserRecord): AccountUser {
  const credential = ctx.store.db.credentials.findFirst((q) => q.where({ userId: user.id }));
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    language: user.language,
    interfaceLanguage: user.interfaceLanguage ?? null,
    twoFactorEnabled: Boolean(credential?.totpSecret),
    etag: etagOf(versionOf(user)),
  };
}

function tooManyAttempts(seconds: number): ProblemError {
  return new ProblemError(429, `Too many failed attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).`);
}

/** Width and height of a PNG (IHDR) or baseline/progressive JPEG (SOF); undefined when unreadable. */
export function imageSize(bytes: Uint8Array, type: 'image/png' | 'image/jpeg'): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === 'image/png') return bytes.byteLength >= 24 ? { width: view.getUint32(16), height: view.getUint32(20) } : undefined;
  let at = 2;
  while (at + 9 < bytes.byteLength) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    const length = view.getUint16(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + length;
  }
  return undefined;
}

/** By the content's signature, whatever the part's declared type says. */
export function avatarType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, i) => bytes[i] === byte)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
}

export function ownAccountHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;
  const now = () => ctx.options.now().getTime();
  const credentialOf = (userId: string) => db.credentials.findFirst((q) => q.where({ userId }));
  const stored = (userId: string) => db.users.findFirst((q) => q.where({ id: userId }))!;

  return [
    getUpdateCurrentAccountMockHandler(
      route<AccountUser>(
        ctx,
        'updateCurrentAccount',
        async ({ request, user }): Promise<Answer<AccountUser>> => {
          requireCurrentVersion(request, versionOf(user), 'updateCurrentAccount', () => accountView(ctx, stored(user.id)), 'Your account');
          const body = await jsonBody(request, updateCurrentAccountBody);
          const name = body.name.trim();
          if (!name) throw badRequest([{ field: 'name', message: 'Required' }]);
          if (name.length > NAME_MAX) throw badRequest([{ field: 'name', message: `String must contain at most ${NAME_MAX} character(s)` }]);
          await db.users.update((q) => q.where({ id: user.id }), {
            data(draft) {
              draft.name = name;
              draft.version = (draft.version ?? 1) + 1;
            },
          });
          const view = accountView(ctx, stored(user.id));
          return answer(200, view, { ETag: view.etag });
        },
        { mutates: true },
      ),
    ),

    getUpdateAccountLanguageMockHandler(
      route<AccountUser>(
        ctx,
        'updateAccountLanguage',
        async ({ request, user }): Promise<Answer<AccountUser>> => {
          const body = await jsonBody(request, updateAccountLanguageBody);
          if (body.language !== user.interfaceLanguage) {
            await db.users.update((q) => q.where({ id: user.id }), { data: (draft) => void (draft.interfaceLanguage = body.language) });
          }
          const view = accountView(ctx, stored(user.id));
          return answer(200, view, { ETag: view.etag });
        },
        { mutates: true },
      ),
    ),

    getChangePasswordMockHandler(
      route<void>(
        ctx,
        'changePassword',
        async ({ request, user }) => {
          const body = await jsonBody(request, changePasswordBody);
          const credential = credentialOf(user.id);
          if (!credential?.passwordHash) throw conflict('This account has no password; it signs in through single sign-on.');
          const wait = throttledFor(ctx, credential.email);
          if (wait > 0) throw tooManyAttempts(wait);
          if (!(await verifyPassword(body.currentPassword, credential.passwordHash))) {
            await recordFailure(ctx, credential.email);
            throw badRequest([{ field: 'currentPassword', message: 'The current password is not correct' }], 'The current password is not correct.');
          }
          const weak = passwordPolicyErrors(body.newPassword, 'newPassword');
          if (weak.length > 0) throw badRequest(weak);
          if (body.newPassword === body.currentPassword) {
            throw badRequest([{ field: 'newPassword', message: 'The new password must differ from the current one' }]);
          }
          clearFailures(ctx, credential.email);
          const passwordHash = await hashPassword(body.newPassword);
          await db.credentials.update((q) => q.where({ userId: user.id }), { data: (draft) => void (draft.passwordHash = passwordHash) });
          await sendMail(ctx, {
            kind: 'password-changed',
            to: credential.email,
            subject: 'Your password was changed',
            text: 'The password of your Receivables account was changed. If it was not you, contact your administrator at once.',
            link: null,
          });
        },
        { mutates: true },
      ),
    ),

    getDisableTwoFactorMockHandler(
      route<void>(
        ctx,
        'disableTwoFactor',
        async ({ request, user }) => {
          const body = await jsonBody(request, disableTwoFactorBody);
          const credential = credentialOf(user.id);
          if (!credential?.totpSecret) throw conflict('Two-factor authentication is already off.');
          if (body.password === undefined && body.code === undefined) {
            throw badRequest([{ field: 'password', message: 'Enter your password or a code from your authenticator app' }]);
          }
          const wait = throttledFor(ctx, credential.email);
          if (wait > 0) throw tooManyAttempts(wait);
          if (body.code !== undefined) {
            if (verifyTotp(credential.totpSecret, body.code, now(), credential.totpLastCounter) === null) {
              await recordFailure(ctx, credential.email);
              throw badRequest([{ field: 'code', message: 'The code is not correct' }], 'The two-factor code is not correct.');
            }
          } else if (!credential.passwordHash || !(await verifyPassword(body.password ?? '', credential.passwordHash))) {
            await recordFailure(ctx, credential.email);
            throw badRequest([{ field: 'password', message: 'The password is not correct' }], 'The password is not correct.');
          }
          clearFailures(ctx, credential.email);
          await db.credentials.update((q) => q.where({ userId: user.id }), {
            data(draft) {
              draft.totpSecret = null;
              draft.totpPendingSecret = null;
              draft.totpLastCounter = null;
            },
          });
          await sendMail(ctx, {
            kind: 'two-factor-disabled',
            to: credential.email,
            subject: 'Two-factor authentication is off',
            text: 'Two-factor authentication was turned off for your Receivables account. If it was not you, contact your administrator at once.',
            link: null,
          });
        },
        { mutates: true },
      ),
    ),

    getSignOutEverywhereMockHandler(
      route<void>(
        ctx,
        'signOutEverywhere',
        ({ user }) => {
          // Every session of the user: refresh tokens (no further refresh) and access tokens (no further call).
          db.tokens.deleteMany((q) => q.where({ userId: user.id }));
        },
        { mutates: true },
      ),
    ),

    getUpdateUserAvatarMockHandler(
      route<void>(
        ctx,
        'updateUserAvatar',
        async (input) => {
          const userId = pathParam(input, 'userId');
          if (userId !== input.user.id) {
            if (!db.users.findFirst((q) => q.where({ id: userId }))) throw notFound(`User ${userId} does not exist.`);
            throw forbidden('You can change only your own avatar.');
          }
          const length = Number(input.request.headers.get('Content-Length') ?? '0');
          const tooLarge = (size: number) =>
            new ProblemError(413, `The picture is ${(size / 1024 / 1024).toFixed(1)} MB; an avatar may be at most 2 MB.`, [{ field: 'file', message: 'The picture is larger than 2 MB' }]);
          if (length > MAX_AVATAR_BYTES + 64 * 1024) throw tooLarge(length);
          let form: FormData;
          try {
            form = await input.request.formData();
          } catch {
            throw badRequest([{ field: 'file', message: 'Send multipart/form-data with one part named file' }]);
          }
          const file = form.get('file');
          // By shape, not `instanceof Blob`: under jsdom the part is a File of Node's realm.
          if (typeof file !== 'object' || file === null || typeof file.arrayBuffer !== 'function') throw badRequest([{ field: 'file', message: 'Required' }]);
          if (file.size > MAX_AVATAR_BYTES) throw tooLarge(file.size);
          const bytes = new Uint8Array(await file.arrayBuffer());
          const contentType = avatarType(bytes);
          if (!contentType) {
            throw new ProblemError(415, 'An avatar must be a PNG or JPEG image.', [{ field: 'file', message: 'The picture is not a PNG or JPEG image' }]);
          }
          const size = imageSize(bytes, contentType);
          if (!size || size.width !== size.height || size.width === 0) {
            throw badRequest([{ field: 'file', message: 'The picture must be square' }]);
          }
          const id = `avatar-${input.user.id}`;
          db.images.deleteMany((q) => q.where({ id }));
          await db.images.create({ id, administrationId: null, contentType, body: toBase64(bytes), encoding: 'base64' });
          if (!input.user.hasAvatar) await db.users.update((q) => q.where({ id: input.user.id }), { data: (draft) => void (draft.hasAvatar = true) });
        },
        { mutates: true },
      ),
    ),
  ];
}
