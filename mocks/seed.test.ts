import { collectionNames, collections, sizedCollectionNames, sizeOf, type CollectionDefinition } from './db/collections';
import { createDb, parseSnapshot, restoreDb, snapshotDb } from './db/db';
import { ALL_PERMISSIONS, SEED_IDS, SEED_REFERENCE_DATE } from './seed/fixtures';
import { buildSeedData, buildSeedSnapshot, resolveSeedOptions, seedSizeEnvName } from './seed/seed';

describe('seed', () => {
  it('is identical on every build', () => {
    expect(buildSeedData()).toEqual(buildSeedData());
    expect(JSON.stringify(buildSeedData({ templates: 300 }))).toBe(JSON.stringify(buildSeedData({ templates: 300 })));
  });

  it('keeps the first templates when the size grows', () => {
    const small = buildSeedData({ templates: 40 }).templates.filter((t) => t.administrationId === SEED_IDS.administrations.nl);
    const large = buildSeedData({ templates: 100 }).templates.filter((t) => t.administrationId === SEED_IDS.administrations.nl);
    expect(large.slice(0, 40)).toEqual(small);
  });

  it.each(Object.values(SEED_IDS.administrations))('gives %s 40 varied templates by default', (administrationId) => {
    const templates = buildSeedData().templates.filter((t) => t.administrationId === administrationId);
    expect(templates).toHaveLength(40);
    expect(new Set(templates.flatMap((t) => t.media))).toEqual(new Set(['email', 'letter', 'call', 'sms', 'whatsapp']));
    expect(templates.filter((t) => t.media.length >= 2).length).toBeGreaterThanOrEqual(15);
    expect(new Set(templates.map((t) => t.language))).toEqual(new Set(['en', 'nl', 'de', 'fr']));
    expect(new Set(templates.map((t) => t.name)).size).toBe(40);
    for (const t of templates) expect(t.hml).toMatch(/\{\{[a-z][a-zA-Z0-9_.]*\}\}/);
  });

  it('dates templates within the year before the reference date', () => {
    const reference = Date.parse(SEED_REFERENCE_DATE);
    const dates = buildSeedData().templates.map((t) => Date.parse(t['last-modified-date']));
    for (const date of dates) {
      expect(date).toBeLessThanOrEqual(reference);
      expect(date).toBeGreaterThanOrEqual(reference - 366 * 24 * 3600 * 1000);
    }
    // Spread out, not bunched together.
    expect(Math.max(...dates) - Math.min(...dates)).toBeGreaterThan(200 * 24 * 3600 * 1000);
  });

  it('has a thumbnail image for every template and avatars for users that have one', () => {
    const data = buildSeedData();
    const images = new Map(data.images.map((i) => [i.id, i]));
    expect(images.size).toBe(data.images.length);
    for (const t of data.templates) {
      const image = images.get(t.thumbnail ?? '');
      expect(image).toMatchObject({ administrationId: t.administrationId, contentType: 'image/svg+xml' });
      expect(image?.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    expect(images.get('avatar-usr-anna')?.body).toContain('>AV<');
  });

  it('gives Anna every permission in NL and no Manage_Configuration in GB', () => {
    const anna = buildSeedData().users.find((u) => u.id === 'usr-anna');
    expect(anna?.name).toBe('Anna de Vries');
    const nl = anna?.memberships.find((m) => m.administrationId === SEED_IDS.administrations.nl);
    const gb = anna?.memberships.find((m) => m.administrationId === SEED_IDS.administrations.gb);
    expect(nl?.permissions).toEqual([...ALL_PERMISSIONS]);
    expect(gb?.permissions).toEqual(ALL_PERMISSIONS.filter((p) => p !== 'Manage_Configuration'));
  });

  it('gives every record of a collection its own id (a task a promise made once shared one with another task)', () => {
    const data = buildSeedData() as unknown as Record<string, { id?: unknown }[]>;
    for (const [name, records] of Object.entries(data)) {
      const ids = records.map((record) => record.id).filter((id): id is string => typeof id === 'string');
      expect(ids.filter((id, index) => ids.indexOf(id) !== index), name).toEqual([]);
    }
  });

  it('scales to the benchmark size with unique names and ids', async () => {
    const snapshot = buildSeedSnapshot({ templates: 1000 });
    const nl = snapshot.data.templates.filter((t) => t.administrationId === SEED_IDS.administrations.nl);
    expect(nl).toHaveLength(1000);
    expect(new Set(nl.map((t) => t.name)).size).toBe(1000);
    expect(new Set(snapshot.data.templates.map((t) => t.id)).size).toBe(2000);
    // Every record passes the collections' schemas.
    const db = createDb();
    await restoreDb(db, snapshot);
    expect(snapshotDb(db, snapshot.seed)).toEqual(snapshot);
  });
});

describe('seed sizes', () => {
  const scaledBy = (scale: number) =>
    Object.fromEntries(sizedCollectionNames.map((name) => [name, Math.round(sizeOf(name).perAdministration * scale)]));

  it('defaults every sized collection to its size per administration', () => {
    expect(sizedCollectionNames).toContain('templates');
    expect(resolveSeedOptions()).toEqual(scaledBy(1));
    expect(resolveSeedOptions().templates).toBe(40);
  });

  it('multiplies the defaults by the scale, rounded, and lets a named size win', () => {
    expect(resolveSeedOptions({ scale: 25 })).toEqual(scaledBy(25));
    expect(resolveSeedOptions({ scale: 25 }).templates).toBe(1000);
    expect(resolveSeedOptions({ scale: 0.11 }).templates).toBe(4);
    expect(Object.values(resolveSeedOptions({ scale: 0 })).every((size) => size === 0)).toBe(true);
    expect(resolveSeedOptions({ scale: 25, templates: 7 })).toEqual({ ...scaledBy(25), templates: 7 });
    const scaled = buildSeedData({ scale: 2 });
    expect(scaled.templates.filter((t) => t.administrationId === SEED_IDS.administrations.gb)).toHaveLength(80);
    // Fixed collections do not scale.
    expect(scaled.headersFooters).toEqual(buildSeedData().headersFooters);
  });

  it('refuses sizes out of range, saying which collection and why', () => {
    expect(() => resolveSeedOptions({ templates: 20_001 })).toThrow(/templates must be an integer from 0 to 20000 per administration, got 20001/);
    expect(() => resolveSeedOptions({ templates: 1.5 })).toThrow(/templates/);
    expect(() => resolveSeedOptions({ scale: 501 })).toThrow(/got 20040 \(scale 501 × 40\)/);
    expect(() => resolveSeedOptions({ scale: -1 })).toThrow(/scale must be a non-negative number/);
  });

  it('names the environment variable of each sized collection', () => {
    expect(seedSizeEnvName('templates')).toBe('MOCK_SEED_TEMPLATES');
  });
});

describe('the collection list', () => {
  it('drives the database, the seed and the snapshot', async () => {
    const snapshot = buildSeedSnapshot({ templates: 2 });
    expect(Object.keys(snapshot.data)).toEqual(collectionNames);
    const db = createDb();
    expect(Object.keys(db)).toEqual(collectionNames);
    await restoreDb(db, snapshot);
    for (const name of collectionNames) expect(db[name].count(), name).toBe(snapshot.data[name].length);
    // JSON round trip, as the file and localStorage adapters store it.
    expect(parseSnapshot(JSON.parse(JSON.stringify(snapshotDb(db, snapshot.seed))))).toEqual(snapshot);
  });

  it('refuses a snapshot that lacks a collection (data stored before the collection existed)', () => {
    const { data, ...rest } = buildSeedSnapshot({ templates: 1 });
    const { outbox: _dropped, ...older } = data;
    expect(parseSnapshot({ ...rest, data: older })).toBeUndefined();
  });

  it('parses seeded records with their schema: fixture-only fields are dropped', () => {
    const [administration] = buildSeedData({ templates: 0 }).administrations;
    expect(Object.keys(administration ?? {}).sort()).toEqual(['contactDetails', 'country', 'currency', 'id', 'language', 'name']);
  });

  it('fails loudly when a seed builder breaks its schema or reads a collection listed after it', () => {
    // The list is a plain object: swap one builder for the duration of the test.
    const placeholders = collections.placeholders as { seed?: CollectionDefinition['seed'] };
    const original = placeholders.seed;
    try {
      placeholders.seed = () => [{ key: 'broken' }];
      expect(() => buildSeedData()).toThrow(/Seed record 0 of placeholders breaks its schema/);
      placeholders.seed = ({ records }) => records('images');
      expect(() => buildSeedData()).toThrow(/The seed of placeholders reads images, which is not listed before it/);
    } finally {
      placeholders.seed = original;
    }
  });
});
