/**
 * Node persistence: one JSON file. Writes are debounced (bursts of mutations cost one write) and
 * atomic (temporary file + rename), so a crash mid-write never leaves a truncated database.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseSnapshot, type Snapshot } from '../db/db';
import type { PersistenceAdapter } from './types';

export interface FileAdapterOptions {
  /** Milliseconds to wait for further saves before writing (default 200). */
  debounceMs?: number;
  log?: (message: string) => void;
}

export function createFileAdapter(path: string, options: FileAdapterOptions = {}): PersistenceAdapter {
  const debounceMs = options.debounceMs ?? 200;
  const log = options.log ?? ((message: string) => console.warn(message));
  let pending: Snapshot | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const write = (snapshot: Snapshot) => {
    mkdirSync(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    try {
      writeFileSync(temporary, JSON.stringify(snapshot));
      renameSync(temporary, path);
    } catch (error) {
      rmSync(temporary, { force: true });
      log(`[mock] could not write ${path}: ${String(error)}`);
    }
  };

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    const snapshot = pending;
    pending = undefined;
    write(snapshot);
  };

  return {
    load() {
      let text: string;
      try {
        text = readFileSync(path, 'utf8');
      } catch {
        return undefined;
      }
      try {
        const snapshot = parseSnapshot(JSON.parse(text));
        if (!snapshot) log(`[mock] ${path} is not a database of this version; starting from the seed`);
        return snapshot;
      } catch {
        log(`[mock] ${path} is not valid JSON; starting from the seed`);
        return undefined;
      }
    },
    save(snapshot) {
      pending = snapshot;
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, debounceMs);
      // A pending write must not keep a finished test run or script alive; shutdown flushes it.
      timer.unref?.();
    },
    flush,
  };
}
