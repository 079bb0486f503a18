/**
 * Typed translation keys: the English files are the source of every key, so `t('…')` and
 * `useTranslation('<namespace>')` with a key or namespace that does not exist fail typecheck.
 * The list of namespaces is NAMESPACES in ./i18n.ts (./i18n.test.ts checks both list the same).
 */
import 'i18next';
import type about from '../../public/locales/en/about.json';
import type account from '../../public/locales/en/account.json';
import type administrations from '../../public/locales/en/administrations.json';
import type auth from '../../public/locales/en/auth.json';
import type communication from '../../public/locales/en/communication.json';
import type customers from '../../public/locales/en/customers.json';
import type invoices from '../../public/locales/en/invoices.json';
import type list from '../../public/locales/en/list.json';
import type mailbox from '../../public/locales/en/mailbox.json';
import type records from '../../public/locales/en/records.json';
import type superDebtors from '../../public/locales/en/superDebtors.json';
import type navigation from '../../public/locales/en/navigation.json';
import type placeholders from '../../public/locales/en/placeholders.json';
import type shell from '../../public/locales/en/shell.json';
import type templates from '../../public/locales/en/templates.json';
import type translation from '../../public/locales/en/translation.json';
import type arrangementsTexts from '../../public/locales/en/arrangements.json';
import type issuesTexts from '../../public/locales/en/issues.json';
import type settledPaymentsTexts from '../../public/locales/en/settled-payments.json';
import type paymentsUnderwayTexts from '../../public/locales/en/payments-underway.json';
import type dashboardTexts from '../../public/locales/en/dashboard.json';
import type reportsTexts from '../../public/locales/en/reports.json';
import type exportsTexts from '../../public/locales/en/exports.json';
import type journeysTexts from '../../public/locales/en/journeys.json';
import type tasksTexts from '../../public/locales/en/tasks.json';
import type forCollectionTexts from '../../public/locales/en/for-collection.json';
import type settingsTexts from '../../public/locales/en/settings.json';
import type administrationSettingsTexts from '../../public/locales/en/administration-settings.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    fallbackNS: 'translation';
    // A default value does not excuse a missing key.
    strictKeyChecks: true;
    resources: {
      translation: typeof translation;
      navigation: typeof navigation;
      shell: typeof shell;
      auth: typeof auth;
      templates: typeof templates;
      account: typeof account;
      administrations: typeof administrations;
      about: typeof about;
      placeholders: typeof placeholders;
      list: typeof list;
      invoices: typeof invoices;
      customers: typeof customers;
      superDebtors: typeof superDebtors;
      records: typeof records;
      mailbox: typeof mailbox;
      communication: typeof communication;
      'arrangements': typeof arrangementsTexts;
      'issues': typeof issuesTexts;
      'settled-payments': typeof settledPaymentsTexts;
      'payments-underway': typeof paymentsUnderwayTexts;
      'dashboard': typeof dashboardTexts;
      'reports': typeof reportsTexts;
      'exports': typeof exportsTexts;
      'journeys': typeof journeysTexts;
      'tasks': typeof tasksTexts;
      'for-collection': typeof forCollectionTexts;
      'settings': typeof settingsTexts;
      'administration-settings': typeof administrationSettingsTexts;
    };
  }
}
