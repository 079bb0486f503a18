/**
 * The seeded template library: per administration, a sized share of the catalogue's kinds in its
 * languages, dated within the year before the reference date. Deterministic: one generator per
 * administration, so the same size gives the same records and a larger size keeps the first ones.
 */
import type { ImageRecord, TemplateRecord } from '../db/schemas';
import type { SeedContext } from '../db/collections';
import { templateThumbnailSvg } from '../media/svg';
import { templateBody, templateKinds, variantQualifiers, type TemplateLanguage } from './catalogue';
import { administrationFixtures, SEED_REFERENCE_DATE, type AdministrationFixture } from './fixtures';
import { createRandom } from './prng';

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

function templatesOf(admin: AdministrationFixture, count: number): TemplateRecord[] {
  // One generator per administration: changing one administration's seed leaves the other's alone.
  const random = createRandom(`templates:${admin.id}`);
  const kinds = random.shuffle(templateKinds);
  const reference = Date.parse(SEED_REFERENCE_DATE);
  const variants = new Map<string, number>();
  const imageIds = new Set<string>();
  const templates: TemplateRecord[] = [];
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
    templates.push({
      id,
      administrationId: admin.id,
      name: variantName(kind.names[language], language, variant),
      hml: templateBody(kind, language),
      media,
      thumbnail: imageId,
      language,
      headerFooterId,
      'last-modified-date': isoSeconds(modified),
      version: 1,
    });
  }
  return templates;
}

export function seedTemplates({ perAdministration }: SeedContext): TemplateRecord[] {
  return administrationFixtures.flatMap((admin) => templatesOf(admin, perAdministration));
}

/** The rendered thumbnail of every seeded template (the images collection adds avatars). */
export function seedThumbnails(templates: readonly TemplateRecord[]): ImageRecord[] {
  return templates.flatMap((template) => (template.thumbnail ? [thumbnailImage(template, template.thumbnail)] : []));
}
