import { emailWithContent, htmlText, messageLanguage } from './message-content';

const content = { emailSignature: 'Kind regards,\nCredit Control\nHarbour Freight', legalText: 'Terms apply.' };
const legal = '<p style="font-size:12px;color:#6b7280">Terms apply.</p>';

describe('what a message takes from the content settings', () => {
  it('signs an e-mail written without a template, under the body, before the legal line', () => {
    expect(emailWithContent('<p>Please pay.</p>', content, { template: false })).toBe(`<p>Please pay.</p><p>Kind regards,<br>Credit Control<br>Harbour Freight</p>${legal}`);
  });

  it('signs nothing twice and replaces nothing: a body that signs off (the signature, or its first line, in any case or spacing) or a template keeps its own', () => {
    const own = '<p>Please pay.</p><p>KIND   regards,<br>Sam</p>';
    expect(emailWithContent(own, content, { template: false })).toBe(`${own}${legal}`);
    expect(emailWithContent('<p>Please pay.</p><p>Kind regards,</p><p>Credit Control</p><p>Harbour Freight</p>', content, { template: false })).not.toContain('<br>Credit Control');
    expect(emailWithContent('<p>Please pay.</p>', content, { template: true })).toBe(`<p>Please pay.</p>${legal}`);
  });

  it('escapes what the settings say; empty settings or none add nothing', () => {
    expect(emailWithContent('<p>x</p>', { emailSignature: 'A & <B>', legalText: '"<script>"' }, { template: false })).toBe(
      '<p>x</p><p>A &amp; &lt;B&gt;</p><p style="font-size:12px;color:#6b7280">&quot;&lt;script&gt;&quot;</p>',
    );
    expect(emailWithContent('<p>x</p>', { emailSignature: '', legalText: '  ' }, { template: false })).toBe('<p>x</p>');
    expect(emailWithContent('<p>x</p>', null, { template: false })).toBe('<p>x</p>');
  });

  it("writes to a customer without a language in the default one", () => {
    expect(messageLanguage('fr', { defaultLanguage: 'nl' })).toBe('fr');
    expect(messageLanguage(' ', { defaultLanguage: 'nl' })).toBe('nl');
    expect(messageLanguage('', null)).toBe('en');
  });

  it('reads the text of HTML with its entities', () => {
    expect(htmlText('<p>A&amp;B&nbsp;&lt;c&gt;<br>&#233;&#xe9;</p>')).toBe(' A&B <c>\néé ');
  });
});
