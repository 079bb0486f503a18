/**
 * Builds the seed as plain data. A pure function of its options: the same options give the same
 * records, ids and dates on every run (tests compare two builds).
 */
import type { ImageRecord, TemplateRecord, TokenRecord } from '../db/schemas';
import type { Snapshot, SnapshotData } from '../db/db';
import { SNAPSHOT_VERSION } from '../db/db';
import { avatarSvg, templateThumbnailSvg } from '../media/svg';
import { templateBody, templateKinds, variantQualifiers, type TemplateLanguage } from './catalogue';
import {
  administrationFixtures,
  DEFAULT_SEED_TEMPLATES,
  FAR_FUTURE,
  headerFooterFixtures,
  placeholderFixtures,
  SEED_IDS,
  SEED_REFERENCE_DATE,
  SEED_TOKENS,
  userFixtures,
  type AdministrationFixture,
} from './fixtures';
import { createRandom } from './prng';
import { invitedUserFixtures, seedAccountTokens, seedCredentials } from './accounts';

export interface SeedOptions {
  /** Templates per administration (default 40). */
  templates?: number;
}

export function resolveSeedOptions(options: SeedOptions = {}): Required<SeedOptions> {
  const templates = options.templates ?? DEFAULT_SEED_TEMPLATES;
  if (!Number.isInteger(templates) || templates < 0 || templates > 20_000) {
    throw new RangeError(`templates must be an integer from 0 to 20000, got ${templates}`);
  }
  return { templates };
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** ISO date-time without milliseconds, the form the contract's examples use. */
export function isoSeconds(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

export function thumbnailImage(template: Pick<TemplateRecord, 'administrationId' | 'name' | 'media' | 'hml'>, id: string): ImageRecord {
  return { id, administrationId: template.administrationId, contentType: 'image/svg+xml', body: templateThumbnailSvg(template) };
}

function variantName(base: string, language: TemplateLanguage, variant: number): string {
  if (variant === 0) return base;
  const qualifiers = variantQualifiers[language];
  const qualifier = qualifiers[(variant - 1) % qualifiers.length];
  const round = Math.floor((variant - 1) / qualifiers.length);
  return round === 0 ? `${base} – ${qualifier}` : `${base} – ${qualifier} (${round + 1})`;
}

function seedTemplates(admin: AdministrationFixture, count: number): { templates: TemplateRecord[]; images: ImageRecord[] } {
  // One generator per administration: changing one administration's seed leaves the other's alone.
  const random = createRandom(`templates:${admin.id}`);
  const kinds = random.shuffle(templateKinds);
  const reference = Date.parse(SEED_REFERENCE_DATE);
  const variants = new Map<string, number>();
  const imageIds = new Set<string>();
  const templates: TemplateRecord[] = [];
  const images: ImageRecord[] = [];
  const preferred = admin.languageWeights.map(([language]) => language);

  for (let i = 0; i < count; i++) {
    const kind = kinds[i % kinds.length];
    if (!kind) break;
    // The first few follow the preference list so every language is present even in small seeds.
    // Languages this kind does not have yet come first, so small seeds hold few variants.
    const unused = admin.languageWeights.filter(([lang]) => !variants.has(`${kind.key}|${lang}`));
    const language = i < preferred.length ? (preferred[i] as TemplateLanguage) : random.weighted(unused.length ? unused : admin.languageWeights);
    const variantKey = `${kind.key}|${language}`;
    const variant = variants.get(variantKey) ?? 0;
    variants.set(variantKey, variant + 1);

    const id = random.uuid();
    let imageId = `img-${id.slice(0, 8)}`;
    if (imageIds.has(imageId)) imageId = `img-${id}`;
    imageIds.add(imageId);

    const media = [...kind.media];
    const headerFooterId = media.includes('letter')
      ? `hf-${admin.code}-${kind.formal ? 'window' : 'classic'}`
      : media.includes('email')
        ? `hf-${admin.code}-email`
        : null;
    const modified = new Date(reference - random.int(0, YEAR_SECONDS) * 1000);
    const template: TemplateRecord = {
      id,
      administrationId: admin.id,
      name: variantName(kind.names[language], language, variant),
      hml: templateBody(kind, language),
      media,
      thumbnail: imageId,
      language,
      headerFooterId,
      'last-modified-date': isoSeconds(modified),
    };
    templates.push(template);
    images.push(thumbnailImage(template, imageId));
  }
  return { templates, images };
}

function seedTokens(): TokenRecord[] {
  return (Object.keys(SEED_TOKENS) as (keyof typeof SEED_TOKENS)[]).flatMap((who) => [
    { token: SEED_TOKENS[who].access, kind: 'access' as const, userId: SEED_IDS.users[who], expiresAt: FAR_FUTURE },
    { token: SEED_TOKENS[who].refresh, kind: 'refresh' as const, userId: SEED_IDS.users[who], expiresAt: FAR_FUTURE },
  ]);
}

export function buildSeedData(options: SeedOptions = {}): SnapshotData {
  const { templates: perAdministration } = resolveSeedOptions(options);
  const perAdmin = administrationFixtures.map((admin) => seedTemplates(admin, perAdministration));
  const avatars: ImageRecord[] = userFixtures
    .filter((user) => user.hasAvatar)
    .map((user) => ({ id: `avatar-${user.id}`, administrationId: null, contentType: 'image/svg+xml', body: avatarSvg(user.name) }));

  return {
    administrations: administrationFixtures.map(({ id, name, country, currency, language }) => ({ id, name, country, currency, language })),
    users: [...userFixtures, ...invitedUserFixtures].map((user) => structuredClone(user)),
    templates: perAdmin.flatMap((entry) => entry.templates),
    headersFooters: administrationFixtures.flatMap(headerFooterFixtures),
    placeholders: placeholderFixtures(),
    images: [...perAdmin.flatMap((entry) => entry.images), ...avatars],
    tokens: seedTokens(),
    credentials: seedCredentials(),
    accountTokens: seedAccountTokens(),
    outbox: [],
    loginFailures: [],
  };
}

export function buildSeedSnapshot(options: SeedOptions = {}): Snapshot {
  const seed = resolveSeedOptions(options);
  return { version: SNAPSHOT_VERSION, seed, data: buildSeedData(seed) };
}

