/**
 * The words an export file writes for a list's codes (a status, a payment method), in the file's
 * language: the app's own translations of them (public/locales), so a file says what the screen
 * says. (JSON modules with their import attribute: Node, which runs the mock for the browser
 * journeys, loads them only so, and as a whole.)
 */
import deArrangements from '../../public/locales/de/arrangements.json' with { type: 'json' };
import deCustomers from '../../public/locales/de/customers.json' with { type: 'json' };
import deInvoices from '../../public/locales/de/invoices.json' with { type: 'json' };
import deIssues from '../../public/locales/de/issues.json' with { type: 'json' };
import dePayments from '../../public/locales/de/settled-payments.json' with { type: 'json' };
import enArrangements from '../../public/locales/en/arrangements.json' with { type: 'json' };
import enCustomers from '../../public/locales/en/customers.json' with { type: 'json' };
import enInvoices from '../../public/locales/en/invoices.json' with { type: 'json' };
import enIssues from '../../public/locales/en/issues.json' with { type: 'json' };
import enPayments from '../../public/locales/en/settled-payments.json' with { type: 'json' };
import esArrangements from '../../public/locales/es/arrangements.json' with { type: 'json' };
import esCustomers from '../../public/locales/es/customers.json' with { type: 'json' };
import esInvoices from '../../public/locales/es/invoices.json' with { type: 'json' };
import esIssues from '../../public/locales/es/issues.json' with { type: 'json' };
import esPayments from '../../public/locales/es/settled-payments.json' with { type: 'json' };
import frArrangements from '../../public/locales/fr/arrangements.json' with { type: 'json' };
import frCustomers from '../../public/locales/fr/customers.json' with { type: 'json' };
import frInvoices from '../../public/locales/fr/invoices.json' with { type: 'json' };
import frIssues from '../../public/locales/fr/issues.json' with { type: 'json' };
import frPayments from '../../public/locales/fr/settled-payments.json' with { type: 'json' };
import itArrangements from '../../public/locales/it/arrangements.json' with { type: 'json' };
import itCustomers from '../../public/locales/it/customers.json' with { type: 'json' };
import itInvoices from '../../public/locales/it/invoices.json' with { type: 'json' };
import itIssues from '../../public/locales/it/issues.json' with { type: 'json' };
import itPayments from '../../public/locales/it/settled-payments.json' with { type: 'json' };
import nlArrangements from '../../public/locales/nl/arrangements.json' with { type: 'json' };
import nlCustomers from '../../public/locales/nl/customers.json' with { type: 'json' };
import nlInvoices from '../../public/locales/nl/invoices.json' with { type: 'json' };
import nlIssues from '../../public/locales/nl/issues.json' with { type: 'json' };
import nlPayments from '../../public/locales/nl/settled-payments.json' with { type: 'json' };
import type { ExportList } from './export-jobs';

type Words = Readonly<Record<string, unknown>>;
/** Per list, the columns that hold a code, each with its words. */
type ListWords = Readonly<Record<string, Words>>;

/** Per language, the app's own words for each list's codes. */
const LANGUAGES: Readonly<Record<string, Readonly<Record<ExportList, ListWords>>>> = Object.fromEntries(
  (
    [
      ['de', deInvoices, deCustomers, deIssues, deArrangements, dePayments],
      ['en', enInvoices, enCustomers, enIssues, enArrangements, enPayments],
      ['es', esInvoices, esCustomers, esIssues, esArrangements, esPayments],
      ['fr', frInvoices, frCustomers, frIssues, frArrangements, frPayments],
      ['it', itInvoices, itCustomers, itIssues, itArrangements, itPayments],
      ['nl', nlInvoices, nlCustomers, nlIssues, nlArrangements, nlPayments],
    ] as const
  ).map(([language, invoices, customers, issues, arrangements, payments]) => [
    language,
    {
      invoices: { status: invoices.status },
      customers: { status: customers.status },
      issues: { status: issues.status },
      arrangements: { status: arrangements.status },
      'settled-payments': { method: payments.method, matchStatus: payments.matchStatus },
    },
  ]),
);

/**
 * What a file in `language` (`nl`, `en-GB`, …; English where the app has no such language) writes
 * for the code `value` of column `columnId` of `list`: its label, or the value itself where the
 * column holds no code or the code has no label.
 */
export function exportLabel(list: ExportList, language: string, columnId: string, value: string): string {
  const words = (LANGUAGES[language.slice(0, 2)] ?? LANGUAGES.en!)[list][columnId];
  const label = words?.[value];
  return typeof label === 'string' ? label : value;
}
