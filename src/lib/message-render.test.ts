import { describe, expect, it } from 'vitest';
import { issueStatusText, messageLocale, renderMessage, type MessageFacts } from './message-render';

const nbsp = '\u00a0';
const invoices = [
  { number: '2026-00412', date: '2026-09-22', dueDate: '2026-10-22', amount: '5000.00', outstanding: '5000.00', daysOverdue: 35 },
  { number: '2026-00431', date: '2026-11-11', dueDate: '2026-12-11', amount: '3131.23', outstanding: '3131.23', daysOverdue: 0 },
];
const facts = (language: string, currency = 'EUR', values: MessageFacts['values'] = {}): MessageFacts => ({ language, currency, values, invoices });
const table = '<table><tbody><tr><td>{{invoice.number}}</td><td>{{invoice.dueDate}}</td><td>{{invoice.outstandingAmount}}</td></tr></tbody></table>';

describe('renderMessage', () => {
  it('writes Dutch money and dates, and lists the invoices in a sentence', () => {
    const { html } = renderMessage('<p>Facturen {{invoice.number}} van {{invoice.outstandingAmount}}, vervallen op {{invoice.dueDate}}.</p>', facts('nl'));
    expect(html).toBe(`<p>Facturen 2026-00412 en 2026-00431 van €${nbsp}8.131,23, vervallen op 22 oktober 2026 en 11 december 2026.</p>`);
  });

  it('writes British English in pounds for an English customer', () => {
    const { html } = renderMessage('<p><span data-placeholder="invoice.amount">{{invoice.amount}}</span> due {{invoice.dueDate}}</p>', facts('en', 'GBP'));
    expect(html).toBe('<p>£8,131.23 due 22 October 2026 and 11 December 2026</p>');
    expect(messageLocale('en-AU')).toBe('en-GB');
    expect(messageLocale('en-US')).toBe('en-US');
  });

  it('writes German money and dates', () => {
    const { html } = renderMessage('<p>{{invoice.outstandingAmount}} bis {{invoice.dueDate}}</p>', { ...facts('de'), invoices: [invoices[0]!] });
    expect(html).toBe(`<p>5.000,00${nbsp}€ bis 22. Oktober 2026</p>`);
  });

  it('repeats an invoice table row per invoice and adds a total row', () => {
    const { html } = renderMessage(table, facts('nl'));
    expect(html).toBe(
      '<table><tbody>' +
        `<tr><td>2026-00412</td><td>22 oktober 2026</td><td>€${nbsp}5.000,00</td></tr>` +
        `<tr><td>2026-00431</td><td>11 december 2026</td><td>€${nbsp}3.131,23</td></tr>` +
        `<tr><td><strong>Totaal</strong></td><td></td><td><strong>€${nbsp}8.131,23</strong></td></tr>` +
        '</tbody></table>',
    );
  });

  it("states the collection costs of the message's invoices together, where the law counts them over the claim, and each row's own", () => {
    // Dutch costs: €40 at least per claim, so two small invoices together cost less than each alone.
    const costed = { ...facts('nl'), invoices: invoices.map((i) => ({ ...i, collectionCosts: '40.00' })), collectionCosts: '75.50' };
    const sentence = renderMessage('<p>Incassokosten: {{invoice.collectionCosts}}.</p>', costed).html;
    expect(sentence).toBe(`<p>Incassokosten: €${nbsp}75,50.</p>`);
    const rows = renderMessage('<table><tbody><tr><td>{{invoice.number}}</td><td>{{invoice.collectionCosts}}</td></tr></tbody></table>', costed).html;
    expect(rows).toContain(`<tr><td>2026-00412</td><td>€${nbsp}40,00</td></tr>`);
    expect(rows).toContain(`<tr><td><strong>Totaal</strong></td><td><strong>€${nbsp}75,50</strong></td></tr>`);
    // Without the claim's figure, each invoice's are summed.
    expect(renderMessage('<p>{{invoice.collectionCosts}}</p>', { ...costed, collectionCosts: undefined }).html).toBe(`<p>€${nbsp}80,00</p>`);
  });

  it("writes an issue's status in the message's language, English for a language it does not know", () => {
    expect(issueStatusText('in-progress', 'nl')).toBe('In behandeling');
    expect(issueStatusText('resolved', 'de-AT')).toBe('Gelöst');
    expect(issueStatusText('rejected', 'pt')).toBe('Rejected');
  });

  it('keeps one row and no total for one invoice', () => {
    const { html } = renderMessage(table, { ...facts('de'), invoices: [invoices[0]!] });
    expect(html).toBe(`<table><tbody><tr><td>2026-00412</td><td>22. Oktober 2026</td><td>5.000,00${nbsp}€</td></tr></tbody></table>`);
  });

  it('fills a missing value with what the template states, else nothing, and reports it', () => {
    const result = renderMessage(
      '<p>IBAN {{administration.iban}}; bel <span data-placeholder="customer.phone" data-fallback="ons kantoor">{{customer.phone}}</span>. {{customer.name}}</p>',
      facts('nl', 'EUR', { 'administration.iban': '', 'customer.phone': null, 'customer.name': 'Bakkerij <Korenaar> & Zn' }),
    );
    expect(result.html).toBe('<p>IBAN ; bel ons kantoor. Bakkerij &lt;Korenaar&gt; &amp; Zn</p>');
    expect(result.html).not.toContain('—');
    // The fallback stands in for the value: only the placeholder without one is reported.
    expect(result.missing).toEqual(['administration.iban']);
  });

  it('writes a fallback as text, never as markup, and an empty value as nothing', () => {
    const result = renderMessage(
      '<p>Call <span data-placeholder="customer.phone" data-fallback="R&amp;D <b>desk</b> &quot;A&quot;">{{customer.phone}}</span>, mail {{customer.email}} or <span data-placeholder="customer.contactName" data-fallback="">{{customer.contactName}}</span>.</p>',
      facts('en', 'GBP', { 'customer.phone': '  ', 'customer.email': '', 'customer.contactName': undefined }),
    );
    expect(result.html).toBe('<p>Call R&amp;D &lt;b&gt;desk&lt;/b&gt; &quot;A&quot;, mail  or .</p>');
    expect(result.missing).toEqual(['customer.email', 'customer.contactName']);
  });

  it('marks a fallback in the editor preview as text too', () => {
    const sample = { language: 'nl', currency: 'EUR', values: {}, invoices: [] };
    expect(renderMessage('<p><span data-placeholder="customer.phone" data-fallback="<i>x</i>">{{customer.phone}}</span></p>', sample, { markMissing: true }).html).toBe(
      '<p><mark>&lt;i&gt;x&lt;/i&gt;</mark></p>',
    );
  });

  it('marks a placeholder without a value in the editor preview, filling values as text', () => {
    const sample = { language: 'nl', currency: 'EUR', values: { 'customer.name': '<b>Bakkerij</b> & Zn' }, invoices: [] };
    expect(renderMessage('<p>{{customer.name}} / {{invoice.number}}</p>', sample, { markMissing: true }).html).toBe(
      '<p>&lt;b&gt;Bakkerij&lt;/b&gt; &amp; Zn / <mark>{{invoice.number}}</mark></p>',
    );
  });
});
