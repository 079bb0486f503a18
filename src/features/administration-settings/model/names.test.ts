import { NAME_TAKEN, nameServerMessage } from './names';

describe('the name of a settings record', () => {
  it('says a taken name in the user\'s words, and leaves any other refusal to the generic message', () => {
    expect(nameServerMessage({ field: 'name', message: NAME_TAKEN })).toBe('administration-settings:staff.nameTaken');
    expect(nameServerMessage({ field: 'name', message: 'String must contain at least 1 character(s)' })).toBeUndefined();
    expect(nameServerMessage({ field: 'memberIds.0', message: NAME_TAKEN })).toBeUndefined();
  });
});
