/**
 * The in-memory database: one @msw/data collection per resource, plus conversion to and from a
 * plain JSON snapshot so any persistence adapter can store it.
 */
import { Collection } from '@msw/data';
import { z } from 'zod';
import { accountTokenSchema, credentialSchema, loginFailureSchema, outboxMessageSchema } from './account-schemas';
import {
  administrationSchema,
  headerFooterSchema,
  imageSchema,
  placeholderSchema,
  templateSchema,
  tokenSchema,
  userSchema,
} from './schemas';

const collectionSchemas = {
  administrations: administrationSchema,
  users: userSchema,
  templates: templateSchema,
  headersFooters: headerFooterSchema,
  placeholders: placeholderSchema,
  images: imageSchema,
  tokens: tokenSchema,
  credentials: credentialSchema,
  accountTokens: accountTokenSchema,
  outbox: outboxMessageSchema,
  loginFailures: loginFailureSchema,
} as const;

type CollectionSchemas = typeof collectionSchemas;
export type CollectionName = keyof CollectionSchemas;

export type MockDb = { [K in CollectionName]: Collection<CollectionSchemas[K]> };

/** A record as held by its collection (carries @msw/data's identity, so it can be updated or deleted). */
export type StoredRecord<K extends CollectionName> = NonNullable<ReturnType<MockDb[K]['findFirst']>>;

export function createDb(): MockDb {
  return {
    administrations: new Collection({ schema: administrationSchema }),
    users: new Collection({ schema: userSchema }),
    templates: new Collection({ schema: templateSchema }),
    headersFooters: new Collection({ schema: headerFooterSchema }),
    placeholders: new Collection({ schema: placeholderSchema }),
    images: new Collection({ schema: imageSchema }),
    tokens: new Collection({ schema: tokenSchema }),
    credentials: new Collection({ schema: credentialSchema }),
    accountTokens: new Collection({ schema: accountTokenSchema }),
    outbox: new Collection({ schema: outboxMessageSchema }),
    loginFailures: new Collection({ schema: loginFailureSchema }),
  };
}

const collectionNames = Object.keys(collectionSchemas) as CollectionName[];

/** Bump when a record shape changes: older snapshots are then re-seeded instead of half-loaded. */
export const SNAPSHOT_VERSION = 2;

export const snapshotSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  /** The seed options the data started from, so a different requested size can trigger a re-seed. */
  seed: z.object({ templates: z.number().int().nonnegative() }),
  data: z.object({
    administrations: z.array(administrationSchema),
    users: z.array(userSchema),
    templates: z.array(templateSchema),
    headersFooters: z.array(headerFooterSchema),
    placeholders: z.array(placeholderSchema),
    images: z.array(imageSchema),
    tokens: z.array(tokenSchema),
    credentials: z.array(credentialSchema),
    accountTokens: z.array(accountTokenSchema),
    outbox: z.array(outboxMessageSchema),
    loginFailures: z.array(loginFailureSchema),
  }),
});

export type Snapshot = z.infer<typeof snapshotSchema>;
export type SnapshotData = Snapshot['data'];

export function clearDb(db: MockDb): void {
  for (const name of collectionNames) db[name].clear();
}

export function snapshotDb(db: MockDb, seed: Snapshot['seed']): Snapshot {
  // Spreading drops @msw/data's internal symbols and detaches the copy from later mutations.
  const copy = <T extends object>(records: T[]): T[] => records.map((record) => ({ ...record }));
  return {
    version: SNAPSHOT_VERSION,
    seed,
    data: {
      administrations: copy(db.administrations.all()),
      users: copy(db.users.all()),
      templates: copy(db.templates.all()),
      headersFooters: copy(db.headersFooters.all()),
      placeholders: copy(db.placeholders.all()),
      images: copy(db.images.all()),
      tokens: copy(db.tokens.all()),
      credentials: copy(db.credentials.all()),
      accountTokens: copy(db.accountTokens.all()),
      outbox: copy(db.outbox.all()),
      loginFailures: copy(db.loginFailures.all()),
    },
  };
}

/** Parses unknown JSON as a snapshot; undefined when it is not one of this version. */
export function parseSnapshot(raw: unknown): Snapshot | undefined {
  const result = snapshotSchema.safeParse(raw);
  return result.success ? result.data : undefined;
}

/** Replaces the db's content with the snapshot's records (validated again by each collection). */
export async function restoreDb(db: MockDb, snapshot: Snapshot): Promise<void> {
  clearDb(db);
  const { data } = snapshot;
  // Sequential creates keep the stored order, which is the order of equal-key sorts.
  for (const record of data.administrations) await db.administrations.create(record);
  for (const record of data.users) await db.users.create(record);
  for (const record of data.templates) await db.templates.create(record);
  for (const record of data.headersFooters) await db.headersFooters.create(record);
  for (const record of data.placeholders) await db.placeholders.create(record);
  for (const record of data.images) await db.images.create(record);
  for (const record of data.tokens) await db.tokens.create(record);
  for (const record of data.credentials) await db.credentials.create(record);
  for (const record of data.accountTokens) await db.accountTokens.create(record);
  for (const record of data.outbox) await db.outbox.create(record);
  for (const record of data.loginFailures) await db.loginFailures.create(record);
}
