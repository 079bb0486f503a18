import { contentSchema, contentWrite, styleSchema, styleWrite } from './setup-forms';

const content = { defaultLanguage: 'nl', tone: 'formal', letterFooter: ' Van Dijk ', emailSignature: 'Groet,\nAnna\n\n', legalText: '' };

describe('the administration-setup forms', () => {
  it('takes a brand colour white text is readable on, lower-cased; refuses a pale one and a malformed one', () => {
    expect(styleWrite(styleSchema.parse({ brandColour: ' #1D4ED8 ' }))).toEqual({ brandColour: '#1d4ed8' });
    expect(styleSchema.safeParse({ brandColour: '#fde68a' }).error?.issues[0]?.message).toBe('administration-settings:setup.style.contrastTooLow');
    expect(styleSchema.safeParse({ brandColour: 'blue' }).error?.issues[0]?.message).toBe('administration-settings:setup.style.colourInvalid');
  });

  it('trims the footer, drops the signature\'s trailing blank lines, and refuses a signature of blank lines only', () => {
    expect(contentWrite(contentSchema.parse(content))).toMatchObject({ letterFooter: 'Van Dijk', emailSignature: 'Groet,\nAnna' });
    expect(contentSchema.safeParse({ ...content, emailSignature: ' \n ' }).error?.issues[0]?.message).toBe('administration-settings:setup.content.signatureBlank');
    expect(contentSchema.safeParse({ ...content, emailSignature: '' }).success).toBe(true);
    expect(contentSchema.safeParse({ ...content, defaultLanguage: 'es' }).success).toBe(false);
  });

  it('takes blank texts (the form hands them over as missing) and sends them empty', () => {
    const blank = { defaultLanguage: 'en', tone: 'informal', letterFooter: undefined, emailSignature: undefined, legalText: undefined };
    expect(contentWrite(contentSchema.parse(blank))).toEqual({ defaultLanguage: 'en', tone: 'informal', letterFooter: '', emailSignature: '', legalText: '' });
  });
});
