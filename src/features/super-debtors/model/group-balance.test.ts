import { groupBalance, type MemberBalance } from './group-balance';

const eur = (amount: string) => ({ amount, currency: 'EUR' });
const gbp = (amount: string) => ({ amount, currency: 'GBP' });
const member = (outstanding: string, overdue: string, disputed: string, inArrangement: string, money = eur): MemberBalance => ({
  outstanding: money(outstanding),
  overdue: money(overdue),
  disputed: money(disputed),
  inArrangement: money(inArrangement),
});

describe('groupBalance', () => {
  it('adds up every bucket of the members exactly (decimal, not floating point)', () => {
    const totals = groupBalance([member('0.10', '0.10', '0.00', '0.10'), member('0.20', '0.05', '0.20', '0.00'), member('1210.35', '0', '12.5', '300')], 'EUR');
    expect(totals).toEqual([
      { currency: 'EUR', members: 3, outstanding: eur('1210.65'), overdue: eur('0.15'), disputed: eur('12.7'), inArrangement: eur('300.1') },
    ]);
  });

  it('keeps the cents of totals beyond the precision of a double', () => {
    const [total] = groupBalance([member('9007199254740993.01', '0', '0', '0'), member('0.02', '0', '0', '0')], 'EUR');
    expect(total?.outstanding).toEqual(eur('9007199254740993.03'));
  });

  it('counts credit (negative balances) against what others owe', () => {
    const [total] = groupBalance([member('-250.00', '0', '0', '0'), member('100.00', '100.00', '0', '0')], 'EUR');
    expect(total?.outstanding).toEqual(eur('-150'));
  });

  it('never adds amounts of different currencies: one total per currency, the most common first', () => {
    const totals = groupBalance(
      [member('100.00', '10.00', '0', '0', gbp), member('200.00', '20.00', '5.00', '0'), member('300.00', '0', '0', '50.00'), member('1.00', '1.00', '0', '0', gbp), member('7.00', '0', '0', '0')],
      'EUR',
    );
    expect(totals).toEqual([
      { currency: 'EUR', members: 3, outstanding: eur('507'), overdue: eur('20'), disputed: eur('5'), inArrangement: eur('50') },
      { currency: 'GBP', members: 2, outstanding: gbp('101'), overdue: gbp('11'), disputed: gbp('0'), inArrangement: gbp('0') },
    ]);
  });

  it('orders currencies owed by as many members by their code', () => {
    const totals = groupBalance([member('1', '0', '0', '0', gbp), member('1', '0', '0', '0')], 'GBP');
    expect(totals.map((total) => total.currency)).toEqual(['EUR', 'GBP']);
  });

  it('adds each bucket in its own currency when a member’s summary is split', () => {
    const split: MemberBalance = { outstanding: eur('10'), overdue: gbp('4'), disputed: eur('1'), inArrangement: eur('0') };
    const totals = groupBalance([split, member('5', '5', '0', '0')], 'EUR');
    expect(totals).toEqual([
      { currency: 'EUR', members: 2, outstanding: eur('15'), overdue: eur('5'), disputed: eur('1'), inArrangement: eur('0') },
      { currency: 'GBP', members: 1, outstanding: gbp('0'), overdue: gbp('4'), disputed: gbp('0'), inArrangement: gbp('0') },
    ]);
  });

  it('a group without members owes nothing, in its own currency', () => {
    expect(groupBalance([], 'GBP')).toEqual([{ currency: 'GBP', members: 0, outstanding: gbp('0'), overdue: gbp('0'), disputed: gbp('0'), inArrangement: gbp('0') }]);
  });

  it('refuses an amount that is not a decimal rather than showing a wrong total', () => {
    expect(() => groupBalance([member('12,50', '0', '0', '0')], 'EUR')).toThrow(TypeError);
  });
});
