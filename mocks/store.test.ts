import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Snapshot } from './db/db';
import { buildSeedSnapshot } from './seed/seed';
import { seedFiles } from './seed-files';
import { MockStore, seedKeyOf, shareSeeds, type SharedSeeds } from './store';

const SMALL = { seed: { templates: 3 } };

describe('MockStore.reset', () => {
  it('undoes every committed change', async () => {
    const store = new MockStore(SMALL);
    await store.ready;
    const [first] = store.db.templates.all();
    await store.db.templates.update((q) => q.where({ id: first!.id }), {
      data(draft) {
        draft.name = 'Changed';
      },
    });
    store.commit();
    expect(store.db.templates.findFirst((q) => q.where({ id: first!.id }))?.name).toBe('Changed');
    await store.reset(undefined, 'if-changed');
    expect(store.db.templates.findFirst((q) => q.where({ id: first!.id }))?.name).toBe(first!.name);
  });

  it('if-changed: leaves data that is still the fresh seed as it is (no re-seed after a journey that only read)', async () => {
    const store = new MockStore(SMALL);
    await store.ready;
    const before = store.db.templates.all()[0];
    await store.reset(undefined, 'if-changed');
    expect(store.db.templates.all()[0]).toBe(before);
  });

  it('always (the default): re-seeds even what was changed without a commit, as unit tests do', async () => {
    const store = new MockStore(SMALL);
    await store.ready;
    const seeded = store.db.templates.all().length;
    store.db.templates.deleteMany((q) => q.where({}));
    expect(store.db.templates.all()).toHaveLength(0);
    await store.reset();
    expect(store.db.templates.all()).toHaveLength(seeded);
  });

  it('if-changed: hears writes made without a commit (a test writing to the database directly) and undoes them', async () => {
    const store = new MockStore(SMALL);
    await store.ready;
    const [first, second] = store.db.templates.all();
    await store.db.templates.update((q) => q.where({ id: first!.id }), {
      data(draft) {
        draft.name = 'Changed, not committed';
      },
    });
    await store.reset(undefined, 'if-changed');
    expect(store.db.templates.findFirst((q) => q.where({ id: first!.id }))?.name).toBe(first!.name);

    store.db.templates.delete((q) => q.where({ id: second!.id }));
    await store.reset(undefined, 'if-changed');
    expect(store.db.templates.findFirst((q) => q.where({ id: second!.id }))?.name).toBe(second!.name);

    await store.db.templates.create({ ...first!, id: 'tpl-extra' });
    await store.reset(undefined, 'if-changed');
    expect(store.db.templates.findFirst((q) => q.where({ id: 'tpl-extra' }))).toBeUndefined();
  });

  it('a re-seed from a seed built before gives records of their own: a change to one never reaches the next reset', async () => {
    const store = new MockStore(SMALL);
    await store.ready;
    const [first] = store.db.templates.all();
    const other = new MockStore(SMALL);
    await other.ready;
    expect(other.db.templates.all()[0]).not.toBe(first);
    await store.db.templates.update((q) => q.where({ id: first!.id }), {
      data(draft) {
        draft.name = 'Changed';
      },
    });
    await store.reset();
    await other.reset();
    expect(store.db.templates.all()[0]?.name).toBe(first!.name);
    expect(other.db.templates.all()[0]?.name).toBe(first!.name);
  });

  it('if-changed: re-seeds an unchanged seed of yesterday after midnight (UTC), so tasks fall due today', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T23:59:00Z') });
    try {
      const store = new MockStore(SMALL);
      await store.ready;
      // Each member who manages tasks has at least two open tasks due on the seed's day.
      const annaDueOn = (day: string) => store.db.tasks.findMany((q) => q.where({ dueDate: day, status: 'open' })).filter((t) => t.assignee?.id === 'usr-anna').length;
      expect(annaDueOn('2026-11-27')).toBeGreaterThanOrEqual(2);
      const before = store.db.templates.all()[0];
      await store.reset(undefined, 'if-changed');
      expect(store.db.templates.all()[0], 'the same day: nothing to undo').toBe(before);

      vi.setSystemTime(new Date('2026-11-28T00:01:00Z'));
      await store.reset(undefined, 'if-changed');
      expect(store.db.templates.all()[0], 'a new day: re-seeded').not.toBe(before);
      expect(annaDueOn('2026-11-28')).toBeGreaterThanOrEqual(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('if-changed: re-seeds when asked for other sizes, even unchanged', async () => {
    const store = new MockStore(SMALL);
    await store.ready;
    await store.reset({ templates: 5 }, 'if-changed');
    expect(store.seed.templates).toBe(5);
  });
});

describe('seeds shared between the processes of a test run', () => {
  // The run's own sharing (mocks/node.ts) is put back for the files after this one in the process.
  let before: SharedSeeds | undefined;
  afterEach(() => shareSeeds(before));

  it('reads a seed another process built, and leaves the ones it builds for the others', async () => {
    // Sizes no other test seeds: a process keeps the seeds it built or read (files share a process).
    const built = buildSeedSnapshot({ templates: 11 });
    const marked = structuredClone(built);
    marked.data.templates[0]!.name = 'Built by another process';
    const kept = new Map<string, Snapshot>([[seedKeyOf(built.seed), marked]]);
    before = shareSeeds({ has: (key) => kept.has(key), read: (key) => kept.get(key), write: (key, snapshot) => kept.set(key, snapshot) });

    const reader = new MockStore({ seed: { templates: 11 } });
    await reader.ready;
    expect(reader.db.templates.findFirst((q) => q.where({ id: marked.data.templates[0]!.id }))?.name).toBe('Built by another process');

    const builder = new MockStore({ seed: { templates: 19 } });
    await builder.ready;
    const left = kept.get(seedKeyOf(builder.seed));
    expect(left?.data.templates.map((template) => template.id)).toEqual(builder.db.templates.all().map((template) => template.id));
  });

  it('as files: a seed written is read back whole, and none is there before', () => {
    const folder = mkdtempSync(join(tmpdir(), 'seed-files-test-'));
    try {
      const files = seedFiles(folder);
      const snapshot = buildSeedSnapshot({ templates: 2 });
      expect(files.has('a')).toBe(false);
      expect(files.read('a')).toBeUndefined();
      files.write('a', snapshot);
      expect(files.has('a')).toBe(true);
      expect(files.read('a')).toEqual(JSON.parse(JSON.stringify(snapshot)));
      expect(readdirSync(folder)).toHaveLength(1); // no partial file left behind
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
