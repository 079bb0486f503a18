import type { UseMutationOptions } from '@tanstack/react-query';
// The registration of the mutation key (src/api/cache.ts) is what this checks.
import './cache';

type MutationKey = NonNullable<UseMutationOptions['mutationKey']>;

describe('mutation keys', () => {
  it('name an operation of the contract first (checked by typecheck)', () => {
    const keys: MutationKey[] = [['updateCustomer'], ['createTemplate', 'duplicate']];
    // @ts-expect-error a misspelled operation id
    const misspelled: MutationKey = ['updateCustomr'];
    // @ts-expect-error a key that names no operation
    const unnamed: MutationKey = [];
    expect([...keys, misspelled, unnamed]).toHaveLength(4);
  });
});
