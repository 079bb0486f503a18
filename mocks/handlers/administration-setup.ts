/**
 * The administration-setup pages (contract tag `administration-setup`, Inferred): the overview,
 * the style (brand colour and logo), the content settings and the subscription. Style, content and
 * subscription are one versioned document each per administration (`setupDocuments`): replaced with
 * If-Match (412 with the current one, 428 without) and checked for the rules the schema cannot say
 * (422 naming the field). A logo is checked by the rules the style page uses
 * (`#lib/administration-setup/model/logo`: 413, 415, 422) and kept as an image record, so letters
 * and previews fetch it as every administration image (getImage). The subscription's usage is
 * counted from the data; a plan change is charged once per Idempotency-Key and refused when the
 * usage does not fit the plan (`#lib/administration-setup/model/plans`).
 */
import * as msw from '#api/generated/endpoints/administration-setup/administration-setup.msw';
import type { AdministrationOverview, ProblemErrorsItem } from '#api/generated/model/index';
import * as body from '#api/generated/zod/administration-setup/administration-setup.zod';
import { checkLogo, LOGO_SIGNATURE_BYTES, MAX_LOGO_BYTES, refusalStatus, type LogoRefusal } from '#lib/administration-setup/model/logo';
import {
  centsToDecimal,
  isUpgrade,
  overLimits,
  PLAN_IDS,
  PLAN_LIMITS,
  priceCents,
  renewsOn,
  upgradeChargeCents,
  type PlanId,
  type Usage,
} from '#lib/administration-setup/model/plans';
import { whiteTextReadable } from '#lib/contrast';
import { storedFileName } from '#lib/attachment-rules';
import { toBase64 } from '../accounts/password-hash';
import type { SetupKind } from '../db/administration-setup-schemas';
import type { MockDb, StoredRecord } from '../db/db';
import { isoSeconds } from '../seed/templates';
import { answer } from './answers';
import type { HandlerContext } from './context';
import { membershipOf } from './permissions';
import { badRequest, notFound, ProblemError, unprocessable } from './problem';
import { etagOf, idempotent, requireCurrentVersion } from './receivables';
import { jsonBody, route, scopeOf } from './route';

type Json = Record<string, unknown>;
type SetupDocumentRecord = StoredRecord<'setupDocuments'>;

const LOGO_MESSAGES: Record<LogoRefusal, (name: string, size: number) => string> = {
  tooLarge: (name, size) => `${name} is ${(size / (1024 * 1024)).toFixed(1)} MB; a logo may be at most 1 MB.`,
  empty: (name) => `${name} is empty.`,
  svg: (name) => `${name} is an SVG: a logo must be a PNG or JPEG image (an SVG can carry scripts).`,
  notImage: (name) => `${name} is not a PNG or JPEG image.`,
  declaredType: (name) => `${name} was sent with a type that does not match its name (PNG or JPEG only).`,
  content: (name) => `${name} is not a valid image of its type: its content is of another type.`,
};

function documentOf(db: MockDb, administrationId: string, kind: SetupKind): SetupDocumentRecord {
  const record = db.setupDocuments.findFirst((q) => q.where({ id: `${administrationId}:${kind}` }));
  if (!record) throw notFound(`The ${kind} settings do not exist.`);
  return record;
}

const monthOf = (iso: string) => iso.slice(0, 7);

/** What the administration uses of its plan, counted from its data. */
export function usageOf(db: MockDb, administrationId: string, today: Date): Usage {
  const month = today.toISOString().slice(0, 7);
  const sentThisMonth = (items: readonly { administrationId: string; sentAt: string }[]) =>
    items.filter((item) => item.administrationId === administrationId && monthOf(item.sentAt) === month).length;
  return {
    users: db.users.all().filter((user) => membershipOf(user, administrationId)).length,
    customers: db.customers.all().filter((customer) => customer.administrationId === administrationId).length,
    lettersThisMonth: sentThisMonth(db.letters.all()),
    emailsThisMonth: sentThisMonth(db.emails.all()),
  };
}

function currencyOf(db: MockDb, administrationId: string): string {
  return db.administrations.findFirst((q) => q.where({ id: administrationId }))?.currency ?? 'EUR';
}

export function administrationSetupHandlers(ctx: HandlerContext) {
  const { db } = ctx.store;
  const now = () => isoSeconds(ctx.options.now());

  const view = (record: SetupDocumentRecord): Json => ({ ...(JSON.parse(record.body) as Json), updatedAt: record.updatedAt, etag: etagOf(record) });

  function subscriptionView(record: SetupDocumentRecord): Json {
    const data = JSON.parse(record.body) as { plan: PlanId; lastCharge: unknown };
    const { administrationId } = record;
    const currency = currencyOf(db, administrationId);
    return {
      plan: data.plan,
      renewsOn: renewsOn(ctx.options.now()),
      usage: usageOf(db, administrationId, ctx.options.now()),
      plans: PLAN_IDS.map((id) => ({ id, price: { amount: centsToDecimal(priceCents(id, currency)), currency }, limits: PLAN_LIMITS[id] })),
      lastCharge: data.lastCharge,
      etag: etagOf(record),
    };
  }

  async function save(record: SetupDocumentRecord, data: Json): Promise<SetupDocumentRecord> {
    const updated = await db.setupDocuments.update(record, {
      data(draft) {
        draft.body = JSON.stringify(data);
        draft.version = record.version + 1;
        draft.updatedAt = now();
      },
    });
    if (!updated) throw notFound('The settings do not exist.');
    return updated;
  }

  const withEtag = (status: 200, value: Json) => answer(status, value as never, { ETag: String(value.etag) });

  const refuseColour = (colour: string) => {
    const errors: ProblemErrorsItem[] = whiteTextReadable(colour) ? [] : [{ field: 'brandColour', message: 'White text on this colour does not reach a contrast of 4.5:1 (WCAG AA).' }];
    if (errors.length) throw unprocessable('The brand colour breaks a rule.', errors);
  };

  return [
    msw.getGetAdministrationOverviewMockHandler(
      route<AdministrationOverview>(ctx, 'getAdministrationOverview', (input) => {
        const { administrationId } = scopeOf(input);
        const administration = db.administrations.findFirst((q) => q.where({ id: administrationId }));
        if (!administration) throw notFound(`Administration ${administrationId} does not exist.`);
        const pending = db.invitations.all().filter((invitation) => invitation.administrationId === administrationId).length;
        const members = db.users.all().filter((user) => membershipOf(user, administrationId)).length;
        const plan = (JSON.parse(documentOf(db, administrationId, 'subscription').body) as { plan: PlanId }).plan;
        const bookkeeping = db.settingsDocuments.findFirst((q) => q.where({ id: `${administrationId}:bookkeeping` }));
        const books = bookkeeping ? (JSON.parse(bookkeeping.body) as AdministrationOverview['connection']) : null;
        return {
          id: administrationId,
          name: administration.name,
          plan,
          activeUsers: members - pending,
          pendingInvitations: pending,
          connection: books ? { provider: books.provider, status: books.status, lastSyncAt: books.lastSyncAt } : { provider: null, status: 'disconnected', lastSyncAt: null },
        };
      }),
    ),
    msw.getGetStyleSettingsMockHandler(route(ctx, 'getStyleSettings', (input) => withEtag(200, view(documentOf(db, scopeOf(input).administrationId, 'style'))))),
    msw.getUpdateStyleSettingsMockHandler(
      route(
        ctx,
        'updateStyleSettings',
        async (input) => {
          const record = documentOf(db, scopeOf(input).administrationId, 'style');
          requireCurrentVersion(input.request, record, 'updateStyleSettings', () => view(record), 'The style');
          const write = await jsonBody(input.request, body.updateStyleSettingsBody);
          refuseColour(write.brandColour);
          const previous = JSON.parse(record.body) as Json;
          return withEtag(200, view(await save(record, { ...previous, brandColour: write.brandColour.toLowerCase() })));
        },
        { mutates: true },
      ),
    ),
    msw.getUploadLogoMockHandler(
      route(
        ctx,
        'uploadLogo',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const record = documentOf(db, administrationId, 'style');
          requireCurrentVersion(input.request, record, 'uploadLogo', () => view(record), 'The style');
          // Refused before reading when the declared length is already far beyond the limit.
          const length = Number(input.request.headers.get('Content-Length') ?? '0');
          if (length > MAX_LOGO_BYTES + 64 * 1024) throw new ProblemError(413, LOGO_MESSAGES.tooLarge('The upload', length), [{ field: 'file', message: LOGO_MESSAGES.tooLarge('The upload', length) }]);
          let form: FormData;
          try {
            form = await input.request.formData();
          } catch {
            throw badRequest([{ field: 'file', message: 'Send multipart/form-data with one part named file' }]);
          }
          const file = form.get('file');
          // By shape, not `instanceof Blob`: under jsdom the part is a File of Node's realm.
          if (typeof file !== 'object' || file === null || typeof file.arrayBuffer !== 'function') throw badRequest([{ field: 'file', message: 'Required' }]);
          const fileName = storedFileName(('name' in file && typeof file.name === 'string' && file.name) || '') || 'logo';
          const bytes = new Uint8Array(await file.arrayBuffer());
          const check = checkLogo({ name: fileName, type: file.type, size: bytes.byteLength }, bytes.subarray(0, LOGO_SIGNATURE_BYTES));
          if ('refused' in check) {
            const message = LOGO_MESSAGES[check.refused](fileName, bytes.byteLength);
            throw new ProblemError(refusalStatus(check.refused), message, [{ field: 'file', message }]);
          }
          const previous = JSON.parse(record.body) as Json & { logo: { imageId: string } | null };
          const imageId = `logo-upload-${administrationId}-${record.version + 1}`;
          await db.images.create({ id: imageId, administrationId, contentType: check.accepted, body: toBase64(bytes) });
          // The previous logo goes: the style names one image at a time.
          const old = previous.logo ? db.images.findFirst((q) => q.where({ id: previous.logo!.imageId })) : undefined;
          if (old) db.images.delete(old);
          const logo = { imageId, fileName, contentType: check.accepted, size: bytes.byteLength, uploadedAt: now() };
          return withEtag(200, view(await save(record, { ...previous, logo })));
        },
        { mutates: true },
      ),
    ),
    msw.getGetContentSettingsMockHandler(route(ctx, 'getContentSettings', (input) => withEtag(200, view(documentOf(db, scopeOf(input).administrationId, 'content'))))),
    msw.getUpdateContentSettingsMockHandler(
      route(
        ctx,
        'updateContentSettings',
        async (input) => {
          const record = documentOf(db, scopeOf(input).administrationId, 'content');
          requireCurrentVersion(input.request, record, 'updateContentSettings', () => view(record), 'The content settings');
          const write = await jsonBody(input.request, body.updateContentSettingsBody);
          if (write.emailSignature !== '' && write.emailSignature.trim() === '') {
            throw unprocessable('The signature is blank.', [{ field: 'emailSignature', message: 'A signature of blank lines only: leave it empty instead.' }]);
          }
          const stored = { ...write, letterFooter: write.letterFooter.trim(), emailSignature: write.emailSignature.replace(/\s+$/, ''), legalText: write.legalText.trim() };
          return withEtag(200, view(await save(record, stored)));
        },
        { mutates: true },
      ),
    ),
    msw.getGetSubscriptionMockHandler(route(ctx, 'getSubscription', (input) => withEtag(200, subscriptionView(documentOf(db, scopeOf(input).administrationId, 'subscription'))))),
    msw.getChangePlanMockHandler(
      route(
        ctx,
        'changePlan',
        async (input) => {
          const { administrationId } = scopeOf(input);
          const write = await jsonBody(input.request, body.changePlanBody);
          const result = await idempotent(db, input.request, { administrationId, userId: input.user.id, operationId: 'changePlan' }, write, ctx.options.now(), async () => {
            const record = documentOf(db, administrationId, 'subscription');
            requireCurrentVersion(input.request, record, 'changePlan', () => subscriptionView(record), 'The subscription');
            const data = JSON.parse(record.body) as { plan: PlanId; lastCharge: unknown };
            const target = write.planId;
            if (target === data.plan) throw unprocessable('This is the current plan.', [{ field: 'planId', message: 'The administration is on this plan already.' }]);
            const over = overLimits(usageOf(db, administrationId, ctx.options.now()), PLAN_LIMITS[target]);
            if (over.length) {
              const message = `The ${target} plan is too small for what the administration uses: ${over.join(', ')} over its limit.`;
              throw unprocessable(message, [{ field: 'planId', message }]);
            }
            const currency = currencyOf(db, administrationId);
            const cents = upgradeChargeCents(data.plan, target, currency, ctx.options.now());
            const lastCharge = isUpgrade(data.plan, target) ? { amount: { amount: centsToDecimal(cents), currency }, planId: target, chargedAt: now() } : data.lastCharge;
            return subscriptionView(await save(record, { plan: target, lastCharge }));
          });
          return withEtag(200, result);
        },
        { mutates: true },
      ),
    ),
  ];
}
