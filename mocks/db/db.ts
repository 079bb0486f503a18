/**
 * The in-memory database: one @msw/data collection per entry of ./collections.ts, plus conversion
 * to and from a plain JSON snapshot so any persistence adapter can store it. Nothing here names a
 * collection: the list does.
 */
import { Collection } from '@msw/data';
import { z } from 'zod';
import {
  collectionNames,
  collections,
  sizedCollectionNames,
  type CollectionName,
  type RecordOf,
  type SchemaOf,
  type SizedCollectionName,
} from './collections';

export type { CollectionName } from './collections';

export type MockDb = { [K in CollectionName]: Collection<SchemaOf<K>> };

/** A record as held by its collection (carries @msw/data's identity, so it can be updated or deleted). */
export type StoredRecord<K extends CollectionName> = NonNullable<ReturnType<MockDb[K]['findFirst']>>;

export function createDb(): MockDb {
  const db: Partial<Record<CollectionName, Collection<z.ZodObject>>> = {};
  // Widened: TypeScript cannot relate the union of every collection's schema to one Collection type.
  for (const name of collectionNames) db[name] = new Collection({ schema: collections[name].schema as z.ZodObject });
  return db as MockDb;
}

/**
 * Bump when a record shape changes: older snapshots are then re-seeded instead of half-loaded.
 * (A snapshot from before a collection was added fails the schema below and is re-seeded anyway.)
 */
export const SNAPSHOT_VERSION = 3;

/** Records per administration of each sized collection the data was seeded with. */
export type SeedSizes = { [K in SizedCollectionName]: number };

const seedSizesSchema = z.object(
  Object.fromEntries(sizedCollectionNames.map((name) => [name, z.number().int().nonnegative()])) as {
    [K in SizedCollectionName]: z.ZodNumber;
  },
);

const snapshotDataSchema = z.object(
  Object.fromEntries(collectionNames.map((name) => [name, z.array(collections[name].schema)])) as {
    [K in CollectionName]: z.ZodArray<SchemaOf<K>>;
  },
);

export const snapshotSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  /** The seed sizes the data started from, so a different requested size can trigger a re-seed. */
  seed: seedSizesSchema,
  data: snapshotDataSchema,
});

export type Snapshot = z.infer<typeof snapshotSchema>;
export type SnapshotData = { [K in CollectionName]: RecordOf<K>[] };

export function clearDb(db: MockDb): void {
  for (const name of collectionNames) db[name].clear();
}

/** The records of one collection, as a plain list (typed by name). */
function recordsOf<K extends CollectionName>(db: MockDb, name: K): RecordOf<K>[] {
  // Spreading drops @msw/data's internal symbols and detaches the copy from later mutations.
  return (db[name] as Collection<z.ZodObject>).all().map((record) => ({ ...record })) as RecordOf<K>[];
}

export function snapshotDb(db: MockDb, seed: SeedSizes): Snapshot {
  const data: Partial<SnapshotData> = {};
  for (const name of collectionNames) Object.assign(data, { [name]: recordsOf(db, name) });
  return { version: SNAPSHOT_VERSION, seed: { ...seed }, data: data as SnapshotData };
}

/** Parses unknown JSON as a snapshot; undefined when it is not one of this version. */
export function parseSnapshot(raw: unknown): Snapshot | undefined {
  const result = snapshotSchema.safeParse(raw);
  return result.success ? result.data : undefined;
}

/** Replaces the db's content with the snapshot's records (validated again by each collection). */
export async function restoreDb(db: MockDb, snapshot: Pick<Snapshot, 'data'>): Promise<void> {
  clearDb(db);
  for (const name of collectionNames) {
    const collection = db[name] as Collection<z.ZodObject>;
    // Sequential creates keep the stored order, which is the order of equal-key sorts.
    for (const record of snapshot.data[name]) await collection.create(record);
  }
}
