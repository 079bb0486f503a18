/**
 * Seeds shared by the processes of one test run, as files in a folder the run makes and removes
 * (MOCK_SEED_CACHE_DIR, tests/setup/seed-cache.ts). The folder lives only as long as the run, so a
 * seed is only ever read by the code that built it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Snapshot } from './db/db';
import type { SharedSeeds } from './store';

export function seedFiles(folder: string): SharedSeeds {
  const fileOf = (key: string) => join(folder, `seed-${createHash('sha256').update(key).digest('hex').slice(0, 16)}.json`);
  return {
    has: (key) => existsSync(fileOf(key)),
    read: (key) => {
      const file = fileOf(key);
      return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Snapshot) : undefined;
    },
    write: (key, snapshot) => {
      // Written whole under a name of its own, then renamed: no reader sees half a seed.
      const partial = `${fileOf(key)}.${process.pid}.partial`;
      writeFileSync(partial, JSON.stringify(snapshot));
      renameSync(partial, fileOf(key));
    },
  };
}
