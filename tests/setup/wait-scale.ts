/**
 * CI runs the scaffolded copy's tests at the lowest priority beside the journeys (.ci/run,
 * scripts/check-scaffold.sh), where they get only the CPU the browser leaves: `TEST_WAIT_SCALE`
 * there stretches how long a test and its waits may take, never what they assert.
 */
export function waitScale(): number {
  const scale = Number(process.env.TEST_WAIT_SCALE ?? '1');
  return Number.isFinite(scale) && scale >= 1 ? scale : 1;
}
