import { createIdempotencyKeys, fingerprintOf } from './idempotency';

describe('idempotency keys', () => {
  const sequence = () => {
    let next = 0;
    return () => `key-${(next += 1)}`;
  };

  it('a retry of the same action on the same target keeps its key until it succeeded', () => {
    const keys = createIdempotencyKeys(sequence());
    const pause = { operation: 'bulkPauseInvoices', administrationId: 'adm-nl-001', body: { target: { ids: ['inv-1', 'inv-2'] }, reason: 'Dispute' } };
    expect(keys.keyFor(pause)).toBe('key-1');
    expect(keys.keyFor(structuredClone(pause))).toBe('key-1');
    keys.succeeded(pause);
    expect(keys.keyFor(pause)).toBe('key-2');
  });

  it('another target, input or administration is another operation', () => {
    const keys = createIdempotencyKeys(sequence());
    const base = { operation: 'bulkPauseInvoices', administrationId: 'adm-nl-001', body: { target: { ids: ['inv-1'] }, reason: 'Dispute' } };
    expect(keys.keyFor(base)).toBe('key-1');
    expect(keys.keyFor({ ...base, body: { ...base.body, target: { ids: ['inv-1', 'inv-3'] } } })).toBe('key-2');
    expect(keys.keyFor({ ...base, body: { ...base.body, reason: 'Paid' } })).toBe('key-3');
    expect(keys.keyFor({ ...base, administrationId: 'adm-gb-002' })).toBe('key-4');
    expect(keys.keyFor(base)).toBe('key-1');
  });

  it('fingerprints ignore the order of keys, not the order of a list', () => {
    expect(fingerprintOf({ a: 1, b: { c: 2, d: 3 } })).toBe(fingerprintOf({ b: { d: 3, c: 2 }, a: 1 }));
    expect(fingerprintOf({ ids: ['a', 'b'] })).not.toBe(fingerprintOf({ ids: ['b', 'a'] }));
  });
});
