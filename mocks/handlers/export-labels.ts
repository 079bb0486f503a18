/**
 * The words an export file writes for a list's codes (a status, a payment method), in the file's
 * language: the app's own translations of them (public/locales), so a file says what the screen
 * says. Only the code maps are taken from each namespace (named JSON imports), not whole files.
 */
import { status as deArrangements } from '../../public/locales/de/arrangements.json';
import { status as deCustomers } from '../../public/locales/de/customers.json';
import { status as deInvoices } from '../../public/locales/de/invoices.json';
import { status as deIssues } from '../../public/locales/de/issues.json';
import { matchStatus as deMatch, method as deMethod } from '../../public/locales/de/settled-payments.json';
import { status as enArrangements } from '../../public/locales/en/arrangements.json';
import { status as enCustomers } from '../../public/locales/en/customers.json';
import { status as enInvoices } from '../../public/locales/en/invoices.json';
import { status as enIssues } from '../../public/locales/en/issues.json';
import { matchStatus as enMatch, method as enMethod } from '../../public/locales/en/settled-payments.json';
import { status as esArrangements } from '../../public/locales/es/arrangements.json';
import { status as esCustomers } from '../../public/locales/es/customers.json';
import { status as esInvoices } from '../../public/locales/es/invoices.json';
import { status as esIssues } from '../../public/locales/es/issues.json';
import { matchStatus as esMatch, method as esMethod } from '../../public/locales/es/settled-payments.json';
import { status as frArrangements } from '../../public/locales/fr/arrangements.json';
import { status as frCustomers } from '../../public/locales/fr/customers.json';
import { status as frInvoices } from '../../public/locales/fr/invoices.json';
import { status as frIssues } from '../../public/locales/fr/issues.json';
import { matchStatus as frMatch, method as frMethod } from '../../public/locales/fr/settled-payments.json';
import { status as itArrangements } from '../../public/locales/it/arrangements.json';
import { status as itCustomers } from '../../public/locales/it/customers.json';
import { status as itInvoices } from '../../public/locales/it/invoices.json';
import { status as itIssues } from '../../public/locales/it/issues.json';
import { matchStatus as itMatch, method as itMethod } from '../../public/locales/it/settled-payments.json';
import { status as nlArrangements } from '../../public/locales/nl/arrangements.json';
import { status as nlCustomers } from '../../public/locales/nl/customers.json';
import { status as nlInvoices } from '../../public/locales/nl/invoices.json';
import { status as nlIssues } from '../../public/locales/nl/issues.json';
import { matchStatus as nlMatch, method as nlMethod } from '../../public/locales/nl/settled-payments.json';
import type { ExportList } from './export-jobs';

type Words = Readonly<Record<string, unknown>>;
/** Per list, the columns that hold a code, each with its words. */
type ListWords = Readonly<Record<string, Words>>;

const LANGUAGES: Readonly<Record<string, Readonly<Record<ExportList, ListWords>>>> = {
  de: { invoices: { status: deInvoices }, customers: { status: deCustomers }, issues: { status: deIssues }, arrangements: { status: deArrangements }, 'settled-payments': { method: deMethod, matchStatus: deMatch } },
  en: { invoices: { status: enInvoices }, customers: { status: enCustomers }, issues: { status: enIssues }, arrangements: { status: enArrangements }, 'settled-payments': { method: enMethod, matchStatus: enMatch } },
  es: { invoices: { status: esInvoices }, customers: { status: esCustomers }, issues: { status: esIssues }, arrangements: { status: esArrangements }, 'settled-payments': { method: esMethod, matchStatus: esMatch } },
  fr: { invoices: { status: frInvoices }, customers: { status: frCustomers }, issues: { status: frIssues }, arrangements: { status: frArrangements }, 'settled-payments': { method: frMethod, matchStatus: frMatch } },
  it: { invoices: { status: itInvoices }, customers: { status: itCustomers }, issues: { status: itIssues }, arrangements: { status: itArrangements }, 'settled-payments': { method: itMethod, matchStatus: itMatch } },
  nl: { invoices: { status: nlInvoices }, customers: { status: nlCustomers }, issues: { status: nlIssues }, arrangements: { status: nlArrangements }, 'settled-payments': { method: nlMethod, matchStatus: nlMatch } },
};

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
