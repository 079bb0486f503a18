import type { FactValue, MessageFacts, MessageInvoice } from '@/lib/message-render';

/**
 * What the template editor previews a template with: a sample customer and invoice, filled in by
 * the one renderer (`@/lib/message-render`) that fills what is sent, so the preview writes money and
 * dates as the debtor will read them (in the template's language and the administration's
 * currency), not as the placeholder list's examples happen to be written.
 *
 * Texts are the placeholders' examples (GET /template-placeholders). Money and dates are values the
 * renderer formats: these are the examples' own figures, as values.
 */
const TYPED_SAMPLES: Readonly<Record<string, FactValue>> = {
  'customer.outstandingBalance': { amount: '4870.25' },
  'arrangement.instalmentAmount': { amount: '212.50' },
  'arrangement.totalAmount': { amount: '1275.00' },
  'arrangement.nextDueDate': { date: '2026-12-01' },
  'payment.amount': { amount: '400.00' },
  'payment.date': { date: '2026-11-14' },
  'payment.promisedDate': { date: '2026-11-28' },
};

const SAMPLE_INVOICE: MessageInvoice = {
  number: 'INV-2026-00412',
  date: '2026-10-02',
  dueDate: '2026-11-01',
  amount: '1250.00',
  outstanding: '850.00',
  daysOverdue: 19,
  collectionCosts: '127.50',
};

/** The sample facts of a preview in a language and currency, the examples' texts taken as they are. */
export function sampleFacts(examples: ReadonlyMap<string, string>, language: string, currency: string): MessageFacts {
  const values: Record<string, FactValue> = {};
  for (const [key, example] of examples) if (!key.startsWith('invoice.')) values[key] = example;
  Object.assign(values, TYPED_SAMPLES);
  const invoice: MessageInvoice = {
    ...SAMPLE_INVOICE,
    number: examples.get('invoice.number') ?? SAMPLE_INVOICE.number,
    paymentLink: examples.get('invoice.paymentLink') ?? null,
  };
  return { language, currency, values, invoices: [invoice] };
}
