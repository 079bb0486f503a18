import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createTestQueryClient } from '@tests/utils/render-app';
import { TemplatePreview } from './TemplatePreview';

/** The examples GET /template-placeholders gives (as the seed has them). */
const SAMPLES = new Map([
  ['customer.name', 'Bakkerij De Gouden Korenaar'],
  ['invoice.number', 'INV-2026-00412'],
  ['invoice.dueDate', '1 November 2026'],
  ['invoice.outstandingAmount', '€ 850,00'],
]);

const BODY =
  '<p>Dear <span data-placeholder="customer.name">{{customer.name}}</span>, invoice <span data-placeholder="invoice.number">{{invoice.number}}</span> of <span data-placeholder="invoice.outstandingAmount">{{invoice.outstandingAmount}}</span> was due on <span data-placeholder="invoice.dueDate">{{invoice.dueDate}}</span>.</p>';

function previewOf(language: string, currency: string) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <TemplatePreview
        administrationId="adm-1"
        templateId="tpl-1"
        name="Reminder"
        hml={BODY}
        media={['email']}
        headerFooter={null}
        samples={SAMPLES}
        language={language}
        currency={currency}
      />
    </QueryClientProvider>,
  );
  return screen.findByTitle('Email preview of Reminder');
}

describe('the template editor’s preview', () => {
  it('writes money and dates as the sent message will: in the template’s language and the administration’s currency', async () => {
    const frame = await previewOf('en', 'GBP');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Dear Bakkerij De Gouden Korenaar, invoice INV-2026-00412 of £850.00 was due on 1 November 2026.</p>');
  });

  it('in Dutch, with the euro', async () => {
    const frame = await previewOf('nl', 'EUR');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Dear Bakkerij De Gouden Korenaar, invoice INV-2026-00412 of €&nbsp;850,00 was due on 1 november 2026.</p>');
  });
});
