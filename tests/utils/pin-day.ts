import { afterAll, vi } from 'vitest';

/**
 * Keeps a test file on one calendar day. The seed dates tasks from the day it is built ("due
 * today") and the mock answers "today" from the clock, so a file that runs across midnight UTC
 * would compare yesterday's seed with today's answers. Call it before the file's mock is created:
 * `Date` then starts at noon UTC of the real day and runs on in real time (only `Date` is faked;
 * timers stay real). The file's own fake timers, if any, replace it.
 */
export function pinTheDay(): void {
  const noon = new Date();
  noon.setUTCHours(12, 0, 0, 0);
  vi.useFakeTimers({ toFake: ['Date'], now: noon, shouldAdvanceTime: true });
  afterAll(() => {
    vi.useRealTimers();
  });
}
