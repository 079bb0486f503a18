import { quotedReply, replySubject } from './reply';

describe('a reply to an incoming e-mail', () => {
  it('is about "Re: <subject>", never "Re: Re:" (whatever the case or the mail program’s prefix)', () => {
    expect(replySubject('Herinnering factuur 2026-00412')).toBe('Re: Herinnering factuur 2026-00412');
    expect(replySubject('Re: Herinnering factuur 2026-00412')).toBe('Re: Herinnering factuur 2026-00412');
    expect(replySubject('  RE:Betaling ')).toBe('RE:Betaling');
    expect(replySubject('Aw: Rechnung 2026-0042')).toBe('Aw: Rechnung 2026-0042');
    expect(replySubject('Antw: Factuur')).toBe('Antw: Factuur');
    expect(replySubject('Reminder')).toBe('Re: Reminder');
    expect(replySubject('')).toBe('Re:');
  });

  it('quotes the original as text below room for the answer: escaped, paragraphs and lines kept', () => {
    const html = quotedReply('Goedemorgen,\n\nFactuur <b>412</b> is betaald.\nGroet, Fleur & co', 'Fleur de Vries wrote on 19 Nov 2026:');
    expect(html).toBe(
      '<p></p><p>Fleur de Vries wrote on 19 Nov 2026:</p><blockquote><p>Goedemorgen,</p><p>Factuur &lt;b&gt;412&lt;/b&gt; is betaald.<br>Groet, Fleur &amp; co</p></blockquote>',
    );
    expect(quotedReply('', '<script>')).toBe('<p></p><p>&lt;script&gt;</p><blockquote></blockquote>');
  });
});
