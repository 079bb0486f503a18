import { createDb, restoreDb, snapshotDb } from './db/db';
import { ALL_PERMISSIONS, SEED_IDS, SEED_REFERENCE_DATE } from './seed/fixtures';
import { buildSeedData, buildSeedSnapshot } from './seed/seed';

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
