import { addPanel, closePanel, type OpenPanel, panelsForAddress } from './open-panels';

const issue: OpenPanel = { id: 'p1', type: 'issue' };
const comment: OpenPanel = { id: 'p2', type: 'comment' };

describe('open panels', () => {
  it('adding a panel of a type already open replaces that one, keeping one per type', () => {
    const again: OpenPanel = { id: 'p3', type: 'issue' };
    expect(addPanel([issue, comment], again)).toEqual([comment, again]);
    expect(addPanel([issue], comment)).toEqual([issue, comment]);
    expect(addPanel([], issue)).toEqual([issue]);
  });

  it('closing one panel leaves the others', () => {
    expect(closePanel([issue, comment], 'p1')).toEqual([comment]);
    expect(closePanel([issue], 'nope')).toEqual([issue]);
  });

  it('the address opens its panel, keeps an open one of its type, and closes them without an action', () => {
    let next = 0;
    const newId = () => `n${++next}`;
    expect(panelsForAddress([], 'comment', newId)).toEqual([{ id: 'n1', type: 'comment' }]);
    const kept = [comment];
    expect(panelsForAddress(kept, 'comment', newId)).toBe(kept);
    expect(panelsForAddress([issue, comment], 'comment', newId)).toEqual([comment]);
    expect(panelsForAddress([issue], 'arrangement', newId)).toEqual([{ id: 'n2', type: 'arrangement' }]);
    expect(panelsForAddress([issue], undefined, newId)).toEqual([]);
    const none: OpenPanel[] = [];
    expect(panelsForAddress(none, undefined, newId)).toBe(none);
  });
});
