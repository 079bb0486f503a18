import { counterAccountSchema, counterAccountWrite, customerPortalSchema, integrationsSchema, notificationSchema, notificationWrite, tailoredVariableSchema, tailoredVariableWrite } from './forms';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('settings forms', () => {
  it('check the IBAN by its checksum and store it in groups of four', () => {
    const account = { accountHolder: 'Van Dijk', bic: 'abnanl2a', bankName: undefined };
    expect(issues(counterAccountSchema.safeParse({ ...account, iban: 'NL91ABNA0417164301' }))).toEqual([['iban', 'settings:counteraccount.errors.checksum']]);
    const ok = counterAccountSchema.parse({ ...account, iban: 'nl91abna0417164300' });
    expect(counterAccountWrite(ok)).toEqual({ accountHolder: 'Van Dijk', iban: 'NL91 ABNA 0417 1643 00', bic: 'ABNANL2A', bankName: null });
  });

  it('refuse a portal colour white text cannot be read on', () => {
    const portal = { enabled: true, allowPayment: true, allowPaymentPlan: false, allowDispute: true, allowEmailUpdate: false, welcomeText: '' };
    expect(customerPortalSchema.safeParse({ ...portal, accentColour: '#1d4ed8' }).success).toBe(true);
    expect(issues(customerPortalSchema.safeParse({ ...portal, accentColour: '#fde047' }))).toEqual([['accentColour', 'settings:customerportal.contrastTooLow']]);
  });

  it('want a recipient for a notification that is on, and read one per line', () => {
    expect(issues(notificationSchema.safeParse({ enabled: true, recipients: ' ', frequency: 'daily' }))).toEqual([['recipients', 'settings:notification.recipientsRequired']]);
    expect(issues(notificationSchema.safeParse({ enabled: false, recipients: 'a@example.com\nnope', frequency: 'daily' }))).toEqual([['recipients', 'settings:notification.recipientsInvalid']]);
    expect(notificationWrite({ enabled: true, recipients: 'a@example.com\n b@example.com ,', frequency: 'daily' }).recipients).toEqual(['a@example.com', 'b@example.com']);
  });

  it('want a payment provider for payment links, and https for the webhook', () => {
    expect(issues(integrationsSchema.safeParse({ paymentLinks: true, creditReports: false, webhookUrl: 'http://x.example' }))).toEqual([
      ['webhookUrl', 'settings:Integrations.webhookUrlInvalid'],
      ['paymentLinks', 'settings:Integrations.paymentLinksNeedProvider'],
    ]);
  });

  it('make a tailored variable of a key, a value and at least one channel', () => {
    const variable = { name: 'contractNumber', label: 'Contract', description: undefined, value: 'C-1', email: false, letter: true, call: false, sms: true, whatsapp: false };
    expect(tailoredVariableWrite(tailoredVariableSchema.parse(variable))).toEqual({ name: 'contractNumber', label: 'Contract', description: null, value: 'C-1', media: ['letter', 'sms'] });
    expect(issues(tailoredVariableSchema.safeParse({ ...variable, name: 'Contract number', letter: false, sms: false }))).toEqual([
      ['name', 'settings:tailoredvariables.nameInvalid'],
      ['email', 'settings:tailoredvariables.mediaRequired'],
    ]);
  });
});

describe('custom fields form', () => {
  it('leaves empty rows out, wants key and label together, unique keys, and choices for a choice list', async () => {
    const { customFieldsSchema, customFieldsValues, customFieldsWrite } = await import('./forms');
    // As the form kit checks them: blank text is missing.
    const blankAsMissing = (v: Record<string, unknown>) => Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x === '' ? undefined : x]));
    const values = customFieldsValues({ items: [{ key: 'kvk', label: 'KvK-nummer', type: 'text', required: false, options: [] }], etag: '"v1"', updatedAt: '2026-11-20T09:00:00Z' }) as Record<string, unknown>;
    expect(customFieldsWrite(customFieldsSchema.parse(blankAsMissing(values)))).toEqual({ items: [{ key: 'kvk', label: 'KvK-nummer', type: 'text', required: false, options: [] }] });
    const more = { ...values, 'items.1.key': 'kvk', 'items.1.type': 'select', 'items.2.label': 'Regio' };
    expect(issues(customFieldsSchema.safeParse(blankAsMissing(more)))).toEqual([
      ['items.1.label', 'validation.required'],
      ['items.1.key', 'settings:tailoredvariables.fieldKeyTaken'],
      ['items.1.options', 'settings:tailoredvariables.fieldOptionsRequired'],
      ['items.2.key', 'validation.required'],
    ]);
    const region = { ...values, 'items.1.key': 'region', 'items.1.label': 'Regio', 'items.1.type': 'select', 'items.1.options': 'Noord, Zuid ,', 'items.1.required': true };
    expect(customFieldsWrite(customFieldsSchema.parse(blankAsMissing(region))).items[1]).toEqual({ key: 'region', label: 'Regio', type: 'select', required: true, options: ['Noord', 'Zuid'] });
  });
});
