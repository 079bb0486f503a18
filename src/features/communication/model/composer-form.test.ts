import { ccAddresses, composerFormSchema, templateOptions } from './composer-form';

const issues = (media: Parameters<typeof composerFormSchema>[0], values: Record<string, unknown>) =>
  Object.fromEntries((composerFormSchema(media).safeParse(values).error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));

describe('composer form rules', () => {
  it('an e-mail needs an address and a subject; cc addresses must each be valid', () => {
    expect(Object.keys(issues('email', {}))).toEqual(['email', 'subject']);
    expect(issues('email', { email: 'not-an-address', subject: 'Hi', cc: 'a@b.nl, nope' })).toEqual({ email: expect.any(String), cc: 'validation.invalidEmail' });
    expect(issues('email', { email: 'debiteuren@bakker.nl', subject: 'Hi', cc: 'a@b.nl; c@d.nl' })).toEqual({});
  });

  it('a letter needs a subject only; a text message a phone number in international form', () => {
    expect(Object.keys(issues('letter', { email: 'ignored' }))).toEqual(['subject']);
    expect(issues('sms', { phoneNumber: '0612345678' })).toEqual({ phoneNumber: 'communication:composer.phoneInvalid' });
    expect(issues('whatsapp', { phoneNumber: '+31 6 1234 5678' })).toEqual({});
  });

  it('reads cc lists with commas or semicolons and blanks', () => {
    expect(ccAddresses(' a@b.nl ,, c@d.nl; ')).toEqual(['a@b.nl', 'c@d.nl']);
    expect(ccAddresses(undefined)).toEqual([]);
  });
});

describe('templates offered', () => {
  it('only those for the channel, the customer\'s language first, each group by name', () => {
    const templates = [
      { id: '1', name: 'Zweite Mahnung', media: ['email' as const], language: 'de' },
      { id: '2', name: 'Tweede herinnering', media: ['email' as const], language: 'nl' },
      { id: '3', name: 'Aanmaning', media: ['email' as const, 'letter' as const], language: 'nl' },
      { id: '4', name: 'Belscript', media: ['call' as const], language: 'nl' },
      { id: '5', name: 'Avis', media: ['email' as const], language: 'fr' },
      { id: '6', name: 'ändern', media: ['email' as const] },
    ];
    expect(templateOptions(templates, 'email', 'nl', 'nl').map((o) => o.value)).toEqual(['3', '2', '6', '5', '1']);
    expect(templateOptions(templates, 'letter', 'de', 'de').map((o) => o.value)).toEqual(['3']);
  });
});
