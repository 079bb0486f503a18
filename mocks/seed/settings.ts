/**
 * The /settings pages' seed, per administration: the Dutch one synchronises with Exact Online and
 * hands over to a Dutch collection agency, the British one with Xero and a UK agency. Dated from
 * the seed's reference day, as the rest of the seed.
 */
import type { NotificationSettingRecord, SettingsDocumentRecord, SettingsKind, TailoredVariableRecord } from '../db/settings-schemas';
import { administrationFixtures, SEED_REFERENCE_DATE } from './fixtures';

const SAVED_AT = '2026-11-02T10:30:00Z';

/** Three hours before the reference moment, and the next one after it (every 4 hours). */
const LAST_SYNC = '2026-11-20T08:00:00Z';

const documents: Record<string, Record<Exclude<SettingsKind, 'customer-custom-fields' | 'invoice-custom-fields'>, object>> = {
  nl: {
    'counter-account': { accountHolder: 'Van Dijk Installatietechniek B.V.', iban: 'NL91 ABNA 0417 1643 00', bic: 'ABNANL2A', bankName: 'ABN AMRO' },
    communication: {
      senderName: 'Van Dijk Debiteurenbeheer',
      senderEmail: 'debiteuren@vandijk.example',
      replyTo: 'administratie@vandijk.example',
      smsSenderId: 'VanDijk',
      postalAddress: 'Industrieweg 14, 3542 AD Utrecht',
    },
    'customer-portal': {
      enabled: true,
      allowPayment: true,
      allowPaymentPlan: true,
      allowDispute: true,
      allowEmailUpdate: false,
      welcomeText: 'Welkom bij het klantportaal van Van Dijk Installatietechniek. Hier ziet u uw openstaande facturen en kunt u direct betalen.',
      accentColour: '#1d4ed8',
    },
    bookkeeping: { provider: 'exact-online', syncIntervalHours: 4, importCreditNotes: true, status: 'connected', lastSyncAt: LAST_SYNC, sync: { state: 'idle', progress: 100, startedAt: LAST_SYNC } },
    'export-collection': {
      agencyName: 'Incassobureau Noord B.V.',
      agencyEmail: 'dossiers@incasso-noord.example',
      format: 'xlsx',
      schedule: 'weekly',
      minimumDaysOverdue: 60,
      minimumAmount: '250.00',
      includeDocuments: true,
    },
    'invoice-exports': { enabled: true, format: 'ubl', schedule: 'weekly', recipientEmail: 'boekhouding@vandijk.example', includeCreditNotes: true },
    integrations: { paymentProvider: 'mollie', paymentLinks: true, creditReports: true, webhookUrl: 'https://erp.vandijk.example/hooks/receivables' },
  },
  gb: {
    'counter-account': { accountHolder: 'Harbour Freight Services Ltd', iban: 'GB33 BUKB 2020 1555 5555 55', bic: 'BUKBGB22', bankName: 'Barclays Bank UK' },
    communication: {
      senderName: 'Harbour Freight Credit Control',
      senderEmail: 'creditcontrol@harbourfreight.example',
      replyTo: null,
      smsSenderId: 'HarbourFS',
      postalAddress: 'Unit 7, Dockside Park, Southampton SO14 3XB',
    },
    'customer-portal': {
      enabled: false,
      allowPayment: true,
      allowPaymentPlan: false,
      allowDispute: true,
      allowEmailUpdate: true,
      welcomeText: 'Welcome to the Harbour Freight customer portal. View your open invoices and pay securely online.',
      accentColour: '#0f766e',
    },
    bookkeeping: { provider: 'xero', syncIntervalHours: 12, importCreditNotes: false, status: 'error', lastSyncAt: '2026-11-19T21:00:00Z', sync: { state: 'failed', progress: 40, startedAt: '2026-11-20T09:00:00Z' } },
    'export-collection': {
      agencyName: 'Solent Debt Recovery Ltd',
      agencyEmail: 'instructions@solent-recovery.example',
      format: 'csv',
      schedule: 'monthly',
      minimumDaysOverdue: 90,
      minimumAmount: '500.00',
      includeDocuments: false,
    },
    'invoice-exports': { enabled: false, format: 'csv', schedule: 'monthly', recipientEmail: null, includeCreditNotes: false },
    integrations: { paymentProvider: 'gocardless', paymentLinks: true, creditReports: false, webhookUrl: null },
  },
};

export function seedSettingsDocuments(): SettingsDocumentRecord[] {
  return administrationFixtures.flatMap((admin) => {
    const own = documents[admin.code] ?? {};
    const entries: [SettingsKind, object][] = [...Object.entries(own) as [SettingsKind, object][], ['customer-custom-fields', {}], ['invoice-custom-fields', {}]];
    return entries.map(([kind, body]) => ({ id: `${admin.id}:${kind}`, administrationId: admin.id, kind, body: JSON.stringify(body), version: 2, updatedAt: SAVED_AT }));
  });
}

const EVENTS = ['payment-received', 'promise-broken', 'arrangement-broken', 'dispute-opened', 'portal-message', 'sync-failed'] as const;

const notificationRecipients: Record<string, Record<(typeof EVENTS)[number], string[]>> = {
  nl: {
    'payment-received': ['anna.devries@example.com'],
    'promise-broken': ['anna.devries@example.com', 'sanne.bakker@example.com'],
    'arrangement-broken': ['anna.devries@example.com'],
    'dispute-opened': ['verkoop@vandijk.example'],
    'portal-message': ['debiteuren@vandijk.example'],
    'sync-failed': ['it@vandijk.example'],
  },
  gb: {
    'payment-received': [],
    'promise-broken': ['james.whitfield@example.com'],
    'arrangement-broken': ['james.whitfield@example.com'],
    'dispute-opened': ['sales@harbourfreight.example'],
    'portal-message': [],
    'sync-failed': ['finance@harbourfreight.example'],
  },
};

export function seedNotificationSettings(): NotificationSettingRecord[] {
  return administrationFixtures.flatMap((admin) =>
    EVENTS.map((event, order) => {
      const recipients = notificationRecipients[admin.code]?.[event] ?? [];
      return {
        id: `ntf-${admin.code}-${event}`,
        administrationId: admin.id,
        event,
        order,
        enabled: recipients.length > 0,
        recipients,
        frequency: event === 'payment-received' || event === 'portal-message' ? ('daily' as const) : ('immediately' as const),
        version: 1,
        updatedAt: SAVED_AT,
      };
    }),
  );
}

const ALL = ['email', 'letter', 'call', 'sms', 'whatsapp'] as const;
const WRITTEN = ['email', 'letter'] as const;

const tailored: Record<string, Omit<TailoredVariableRecord, 'id' | 'administrationId' | 'version' | 'updatedAt'>[]> = {
  nl: [
    { name: 'accountManager', label: 'Accountmanager', description: null, value: 'Pieter Hendriks', media: [...ALL] },
    { name: 'projectNumber', label: 'Projectnummer', description: 'Het projectnummer op de opdrachtbevestiging.', value: 'PRJ-2026-118', media: [...WRITTEN] },
    { name: 'serviceContract', label: 'Servicecontract', description: null, value: 'SC-Onderhoud Plus', media: [...WRITTEN] },
  ],
  gb: [
    { name: 'accountManager', label: 'Account manager', description: null, value: 'Olivia Hart', media: [...ALL] },
    { name: 'purchaseOrder', label: 'Purchase order number', description: null, value: 'PO-77812', media: [...WRITTEN] },
    { name: 'lateFeeAmount', label: 'Late payment fee', description: 'Fixed compensation under the Late Payment of Commercial Debts Act.', value: '£70.00', media: [...WRITTEN] },
  ],
};

export function seedTailoredVariables(): TailoredVariableRecord[] {
  return administrationFixtures.flatMap((admin) =>
    (tailored[admin.code] ?? []).map((variable, index) => ({
      ...variable,
      id: `tv-${admin.code}-${String(index + 1).padStart(3, '0')}`,
      administrationId: admin.id,
      version: 1,
      updatedAt: SEED_REFERENCE_DATE,
    })),
  );
}
