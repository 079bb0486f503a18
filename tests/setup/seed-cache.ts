/**
 * Vitest's global set-up: one folder for the run's seeds (mocks/seed-files.ts), so the first test
 * file to seed a size builds it and the others read it; removed when the run ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'mock-seeds-'));
  process.env.MOCK_SEED_CACHE_DIR = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
