import type { Contact } from '@/api/generated/model';
import { createCustomerContactBody } from '@/api/generated/zod/customers/customers.zod';
import { canDeleteContact, contactFormSchema, contactFormValuesOf, makePrimaryWrite, primaryLocked, toContactWrite } from './contact-form';

const MARIEKE: Contact = {
  id: 'con-1',
  name: 'Marieke Jansen',
  function: 'Controller',
  email: 'm.jansen@example.nl',
  phone: null,
  primary: false,
  receives: ['statements'],
  etag: '"v1"',
};

describe('the contact form', () => {
  it('starts a new contact receiving invoices and reminders, primary when it is the first', () => {
    expect(contactFormValuesOf(null, true)).toMatchObject({ name: '', primary: true, 'receives.invoices': true, 'receives.reminders': true, 'receives.statements': false });
    expect(contactFormValuesOf(null, false).primary).toBe(false);
  });

  it('round-trips a contact into the body the contract accepts', () => {
    const values = contactFormValuesOf(MARIEKE, false);
    const result = contactFormSchema.safeParse({ ...values, phone: undefined });
    expect(result.success).toBe(true);
    if (!result.success) return;
    const body = toContactWrite(result.data);
    expect(body).toEqual({ name: 'Marieke Jansen', function: 'Controller', email: 'm.jansen@example.nl', phone: null, primary: false, receives: ['statements'] });
    expect(createCustomerContactBody.safeParse(body).success).toBe(true);
  });

  it('requires a name and checks the e-mail address and lengths', () => {
    const result = contactFormSchema.safeParse({ ...contactFormValuesOf(null, false), name: undefined, email: 'nope', function: 'x'.repeat(101) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.code])).toEqual([
      ['name', 'invalid_type'],
      ['function', 'too_big'],
      ['email', 'invalid_format'],
    ]);
  });
});

describe('the primary rule', () => {
  it('locks the box on the primary contact and on a customer’s first contact', () => {
    expect(primaryLocked(null, 0)).toBe(true);
    expect(primaryLocked(null, 2)).toBe(false);
    expect(primaryLocked({ ...MARIEKE, primary: true }, 2)).toBe(true);
    expect(primaryLocked(MARIEKE, 2)).toBe(false);
  });

  it('lets the primary contact be deleted only when it is the last one', () => {
    expect(canDeleteContact({ ...MARIEKE, primary: true }, 2)).toBe(false);
    expect(canDeleteContact({ ...MARIEKE, primary: true }, 1)).toBe(true);
    expect(canDeleteContact(MARIEKE, 2)).toBe(true);
  });

  it('makes a contact primary without changing anything else', () => {
    expect(makePrimaryWrite(MARIEKE)).toEqual({ name: 'Marieke Jansen', function: 'Controller', email: 'm.jansen@example.nl', phone: null, primary: true, receives: ['statements'] });
  });
});
