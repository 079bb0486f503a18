import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { renderMessage, type MessageFacts } from '@/lib/message-render';
import { editorExtensions } from './extensions';
import { fillPlaceholders, htmlToText, normaliseHml, placeholderKeys } from './placeholder-hml';

/** Facts with these texts only (no invoice): what the one renderer fills in. */
const factsOf = (values: Record<string, string>): MessageFacts => ({ language: 'nl', currency: 'EUR', values, invoices: [] });

const editors: Editor[] = [];
afterEach(() => editors.splice(0).forEach((e) => e.destroy()));

/** What the editor saves for a body it loaded: the same path as opening and saving a template. */
function throughEditor(hml: string): { html: string; editor: Editor } {
  const editor = new Editor({ extensions: editorExtensions, content: normaliseHml(hml) });
  editors.push(editor);
  return { html: editor.getHTML(), editor };
}

describe('placeholders in hml', () => {
  it('reads bare {{key}} text as placeholder spans, leaving spans and other text alone', () => {
    expect(normaliseHml('<p>Dear {{customer.name}}, pay {{ invoice.amount }}.</p>')).toBe(
      '<p>Dear <span data-placeholder="customer.name">{{customer.name}}</span>, pay <span data-placeholder="invoice.amount">{{invoice.amount}}</span>.</p>',
    );
    const span = '<p><span data-placeholder="customer.name">{{customer.name}}</span></p>';
    expect(normaliseHml(span)).toBe(span);
    expect(normaliseHml('<p>{{Not a key}} and {{}}</p>')).toBe('<p>{{Not a key}} and {{}}</p>');
  });

  it('keeps every placeholder intact through the editor, save and load again', () => {
    const saved = throughEditor('<h2>Reminder</h2><p>Dear {{customer.contactName}},</p><p>Invoice {{invoice.number}} of {{invoice.amount}} is due.</p>').html;
    expect(saved).toBe(
      '<h2>Reminder</h2><p>Dear <span data-placeholder="customer.contactName">{{customer.contactName}}</span>,</p>' +
        '<p>Invoice <span data-placeholder="invoice.number">{{invoice.number}}</span> of <span data-placeholder="invoice.amount">{{invoice.amount}}</span> is due.</p>',
    );
    // Loading what was saved and saving again changes nothing.
    expect(throughEditor(saved).html).toBe(saved);
    expect(placeholderKeys(saved)).toEqual(['customer.contactName', 'invoice.number', 'invoice.amount']);
  });

  it('keeps placeholders in tables and lists of seeded letters', () => {
    const html = throughEditor('<table><tbody><tr><th>Invoice</th></tr><tr><td>{{invoice.number}}</td></tr></tbody></table><ul><li>{{invoice.dueDate}}</li></ul>').html;
    expect(placeholderKeys(html)).toEqual(['invoice.number', 'invoice.dueDate']);
    expect(html).toContain('<table');
  });

  it('inserts a placeholder as one atomic token', () => {
    const { editor } = throughEditor('<p>Dear</p>');
    editor.commands.focus('end');
    expect(editor.commands.insertPlaceholder('customer.name')).toBe(true);
    expect(editor.getHTML()).toBe('<p>Dear<span data-placeholder="customer.name">{{customer.name}}</span> </p>');
    // One node of size 1: the cursor cannot enter it, one deletion removes all of it.
    const token = editor.state.doc.firstChild!.child(1);
    expect(token.type.name).toBe('placeholder');
    expect(token.isAtom).toBe(true);
    expect(token.nodeSize).toBe(1);
    const at = 1 + 'Dear'.length;
    editor.commands.deleteRange({ from: at, to: at + 1 });
    expect(editor.getHTML()).toBe('<p>Dear </p>');
    expect(editor.commands.insertPlaceholder('not a key')).toBe(false);
  });

  it('fills sample values as text, marks placeholders without one', () => {
    const samples = factsOf({ 'customer.name': '<b>Bakkerij</b> & Zn' });
    expect(fillPlaceholders('<p>{{customer.name}} / {{invoice.number}}</p>', samples)).toBe(
      '<p>&lt;b&gt;Bakkerij&lt;/b&gt; &amp; Zn / <mark>{{invoice.number}}</mark></p>',
    );
  });

  it('keeps a placeholder\'s fallback through the editor and shows it where the sample is missing', () => {
    const body = '<p>Call <span data-placeholder="customer.phone" data-fallback="our office &amp; desk">{{customer.phone}}</span>.</p>';
    const { html, editor } = throughEditor(body);
    expect(html).toBe(body);
    expect(throughEditor(html).html).toBe(body);
    editor.commands.setNodeSelection(1 + 'Call '.length);
    expect(editor.commands.setPlaceholderFallback('our <b>office</b>')).toBe(true);
    expect(editor.getHTML()).toBe('<p>Call <span data-placeholder="customer.phone" data-fallback="our &lt;b&gt;office&lt;/b&gt;">{{customer.phone}}</span>.</p>');
    editor.commands.setNodeSelection(1 + 'Call '.length);
    editor.commands.setPlaceholderFallback('');
    expect(editor.getHTML()).toBe('<p>Call <span data-placeholder="customer.phone">{{customer.phone}}</span>.</p>');
    expect(fillPlaceholders(body, factsOf({}))).toBe('<p>Call <mark>our office &amp; desk</mark>.</p>');
    expect(fillPlaceholders(body, factsOf({ 'customer.phone': '020 123' }))).toBe('<p>Call 020 123.</p>');
  });

  it('fills a body as the message is sent, byte for byte, the body\'s unclosed elements closed within it', () => {
    const facts: MessageFacts = {
      language: 'de',
      currency: 'EUR',
      values: { 'customer.name': 'Müller & Söhne' },
      invoices: [{ number: 'R-1', date: '2026-10-02', dueDate: '2026-11-01', amount: '1250.00', outstanding: '850.00', daysOverdue: 19 }],
    };
    const body = throughEditor('<p>{{customer.name}}: {{invoice.outstandingAmount}} seit {{invoice.dueDate}}</p>').html;
    expect(fillPlaceholders(body, facts)).toBe(renderMessage(body, facts).html);
    expect(fillPlaceholders(body, facts)).toBe('<p>Müller &amp; Söhne: 850,00\u00a0€ seit 1. November 2026</p>');
    expect(fillPlaceholders('<p><b>Unclosed {{customer.name}}', facts)).toBe('<p><b>Unclosed Müller &amp; Söhne</b></p>');
  });

  it('turns html into the text of a text channel', () => {
    expect(htmlToText('<h2>Opening</h2><p>Hello   there,<br>Bob</p><ul><li>One</li><li>Two</li></ul><script>x()</script>')).toBe(
      'Opening\n\nHello there,\nBob\n\n• One\n• Two',
    );
  });
});
