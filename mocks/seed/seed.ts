/**
 * Builds the seed as plain data from the collection list (../db/collections.ts). A pure function
 * of its options: the same options give the same records, ids and dates on every run (tests
 * compare two builds).
 *
 * Sizes: every sized collection has a default number of records per administration. `scale`
 * (MOCK_SCALE) multiplies all of them; a size given by name (`templates`, MOCK_SEED_TEMPLATES)
 * wins over the scaled default.
 */
import {
  collectionNames,
  collections,
  sizedCollectionNames,
  sizeOf,
  type CollectionName,
  type SeedContext,
  type SizedCollectionName,
} from '../db/collections';
import { SNAPSHOT_VERSION, type SeedSizes, type Snapshot, type SnapshotData } from '../db/db';

export type SeedOptions = Partial<SeedSizes> & {
  /** Multiplier of every sized collection's default size (MOCK_SCALE; default 1). */
  scale?: number;
};

export function resolveSeedOptions(options: SeedOptions = {}): SeedSizes {
  const scale = options.scale ?? 1;
  if (!Number.isFinite(scale) || scale < 0) throw new RangeError(`scale must be a non-negative number, got ${scale}`);
  const sizes: Partial<SeedSizes> = {};
  for (const name of sizedCollectionNames) {
    const { perAdministration, max } = sizeOf(name);
    const asked = options[name];
    const size = asked ?? Math.round(perAdministration * scale);
    if (!Number.isInteger(size) || size < 0 || size > max) {
      const why = asked === undefined ? ` (scale ${scale} × ${perAdministration})` : '';
      throw new RangeError(`${name} must be an integer from 0 to ${max} per administration, got ${size}${why}`);
    }
    sizes[name] = size;
  }
  return sizes as SeedSizes;
}

function isSized(name: CollectionName): name is SizedCollectionName {
  return (sizedCollectionNames as readonly CollectionName[]).includes(name);
}

export function buildSeedData(options: SeedOptions = {}): SnapshotData {
  const sizes = resolveSeedOptions(options);
  const built = new Map<CollectionName, readonly unknown[]>();
  for (const name of collectionNames) {
    const { schema, seed } = collections[name];
    const context: SeedContext = {
      perAdministration: isSized(name) ? sizes[name] : 0,
      records(other) {
        const records = built.get(other);
        if (!records) throw new Error(`The seed of ${name} reads ${other}, which is not listed before it in db/collections.ts`);
        return records as never;
      },
    };
    const records = (seed?.(context) ?? []).map((record, index) => {
      const parsed = schema.safeParse(record);
      if (!parsed.success) throw new Error(`Seed record ${index} of ${name} breaks its schema: ${parsed.error.message}`);
      return parsed.data;
    });
    built.set(name, records);
  }
  return Object.fromEntries(built) as SnapshotData;
}

export function buildSeedSnapshot(options: SeedOptions = {}): Snapshot {
  const seed = resolveSeedOptions(options);
  return { version: SNAPSHOT_VERSION, seed, data: buildSeedData(seed) };
}

/** The seed options among an entry point's options (`scale` and the sized collections' names). */
export function pickSeedOptions(options: SeedOptions): SeedOptions | undefined {
  const picked: SeedOptions = {};
  if (options.scale !== undefined) picked.scale = options.scale;
  for (const name of sizedCollectionNames) {
    if (options[name] !== undefined) picked[name] = options[name];
  }
  return Object.keys(picked).length > 0 ? picked : undefined;
}

/** `templates` → MOCK_SEED_TEMPLATES, `headersFooters` → MOCK_SEED_HEADERS_FOOTERS. */
export function seedSizeEnvName(name: SizedCollectionName): string {
  return `MOCK_SEED_${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}`;
}
