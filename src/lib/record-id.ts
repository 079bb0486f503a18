/**
 * The product's one id rule: a record id (an administration, customer, invoice, call, message…)
 * is opaque text of 1 to 64 letters, digits, `_` and `-`. The client checks every id it puts in
 * a path or a query with it; the ids an address carries (search params) are read with it.
 */
const RECORD_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function isRecordId(value: string): boolean {
  return RECORD_ID.test(value);
}

/**
 * An id from the address, or undefined. The router parses `?callId=123` as a number: an id is
 * text either way; surrounding spaces do not count; anything else that is not an id is dropped.
 */
export function recordIdOf(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : typeof value === 'string' ? value.trim() : undefined;
  return text !== undefined && isRecordId(text) ? text : undefined;
}
