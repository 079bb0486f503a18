/**
 * Idempotency keys that make a retry the same operation: one key per action and what it acts on,
 * kept until the operation succeeded. A user who clicks again after a lost answer (a timeout, a
 * dropped connection) sends the same key, so the server acts once; once it succeeded, or when the
 * target or the input changed, the next click is a new operation with a new key.
 */

/** The same text for the same value, whatever the order of its keys. */
export function fingerprintOf(value: unknown): string {
  return JSON.stringify(value, (_, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

export function createIdempotencyKeys(newKey: () => string = () => crypto.randomUUID()) {
  const pending = new Map<string, string>();
  return {
    /** The key of this operation: the one of an earlier attempt that did not succeed, or a new one. */
    keyFor(operation: unknown): string {
      const fingerprint = fingerprintOf(operation);
      let key = pending.get(fingerprint);
      if (key === undefined) {
        key = newKey();
        pending.set(fingerprint, key);
      }
      return key;
    },
    /** The operation is done: the same action again is a new operation. */
    succeeded(operation: unknown): void {
      pending.delete(fingerprintOf(operation));
    },
  };
}
