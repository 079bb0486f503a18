/**
 * The /settings pages' forms: what each checks (the contract's rules, the IBAN checksum and the
 * portal colour's contrast as the server checks them), the form's values of a saved version and
 * the write sent from the checked output. Pure, so the rules are unit-tested without a page.
 */
import { z } from 'zod';
import type {
  BookkeepingSettings,
  BookkeepingSettingsWrite,
  CommunicationSettings,
  CommunicationSettingsWrite,
  CounterAccountSettings,
  CounterAccountSettingsWrite,
  CustomFieldSettings,
  CustomFieldSettingsWrite,
  CustomerPortalSettings,
  CustomerPortalSettingsWrite,
  ExportCollectionSettings,
  ExportCollectionSettingsWrite,
  IntegrationSettings,
  IntegrationSettingsWrite,
  InvoiceExportSettings,
  InvoiceExportSettingsWrite,
  NotificationSetting,
  NotificationSettingWrite,
  TailoredVariable,
  TailoredVariableWrite,
} from '@/api/generated/model';
import { whiteTextReadable } from '@/lib/contrast';
import { formatIban, ibanProblem, isValidBic } from '@/lib/iban';
import type { QualifiedKey } from '@/lib/i18n';
import type { FormValues } from '@/components/form/use-form';
import { BOOKKEEPING_PROVIDERS, PAYMENT_PROVIDERS } from '@/lib/product-names';

export { BOOKKEEPING_PROVIDERS, PAYMENT_PROVIDERS, PRODUCT_NAMES } from '@/lib/product-names';

type Message = QualifiedKey<'settings'>;
const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

// ---------------------------------------------------------------- counter account

const IBAN_MESSAGES = {
  format: 'settings:counteraccount.errors.format',
  country: 'settings:counteraccount.errors.country',
  length: 'settings:counteraccount.errors.length',
  checksum: 'settings:counteraccount.errors.checksum',
} as const satisfies Record<string, Message>;

export const counterAccountSchema = z.object({
  accountHolder: text(70),
  iban: z.string().superRefine((value, ctx) => {
    const problem = ibanProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: IBAN_MESSAGES[problem] });
  }),
  bic: z.string().trim().refine((value) => isValidBic(value), { message: 'settings:counteraccount.errors.bic' satisfies Message }),
  bankName: optionalText(70),
});

export const counterAccountValues = (s: CounterAccountSettings) => ({ accountHolder: s.accountHolder, iban: s.iban, bic: s.bic, bankName: s.bankName ?? '' });
export const counterAccountWrite = (o: z.output<typeof counterAccountSchema>): CounterAccountSettingsWrite => ({
  accountHolder: o.accountHolder,
  iban: formatIban(o.iban),
  bic: o.bic.toUpperCase(),
  bankName: o.bankName ?? null,
});

// ---------------------------------------------------------------- communication

export const communicationSchema = z.object({
  senderName: text(70),
  senderEmail: z.email().max(254),
  replyTo: z.email().max(254).optional(),
  smsSenderId: z.string().trim().regex(/^(?=.*[A-Za-z])[A-Za-z0-9]{3,11}$/, { message: 'settings:communication.smsSenderIdInvalid' satisfies Message }),
  postalAddress: text(300),
});
export const communicationValues = (s: CommunicationSettings) => ({
  senderName: s.senderName,
  senderEmail: s.senderEmail,
  replyTo: s.replyTo ?? '',
  smsSenderId: s.smsSenderId,
  postalAddress: s.postalAddress,
});
export const communicationWrite = (o: z.output<typeof communicationSchema>): CommunicationSettingsWrite => ({ ...o, replyTo: o.replyTo ?? null });

/** Recipients typed one per line (or separated by commas), as the contract's list. */
export function recipientsOf(typed: string | undefined): string[] {
  return (typed ?? '')
    .split(/[\n,;]+/)
    .map((r) => r.trim())
    .filter((r) => r !== '');
}

export const notificationSchema = z
  .object({
    enabled: z.boolean(),
    recipients: z.string().optional(),
    frequency: z.enum(['immediately', 'daily']),
  })
  .superRefine((value, ctx) => {
    const list = recipientsOf(value.recipients);
    if (list.some((r) => !z.email().safeParse(r).success)) ctx.addIssue({ code: 'custom', path: ['recipients'], message: 'settings:notification.recipientsInvalid' satisfies Message });
    else if (value.enabled && list.length === 0) ctx.addIssue({ code: 'custom', path: ['recipients'], message: 'settings:notification.recipientsRequired' satisfies Message });
  });
export const notificationValues = (s: NotificationSetting) => ({ enabled: s.enabled, recipients: s.recipients.join('\n'), frequency: s.frequency });
export const notificationWrite = (o: z.output<typeof notificationSchema>): NotificationSettingWrite => ({ ...o, recipients: recipientsOf(o.recipients) });

// ---------------------------------------------------------------- customer portal

export const customerPortalSchema = z.object({
  enabled: z.boolean(),
  allowPayment: z.boolean(),
  allowPaymentPlan: z.boolean(),
  allowDispute: z.boolean(),
  allowEmailUpdate: z.boolean(),
  welcomeText: z.string().max(500).optional(),
  accentColour: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { message: 'settings:customerportal.accentColourInvalid' satisfies Message })
    .refine(whiteTextReadable, { message: 'settings:customerportal.contrastTooLow' satisfies Message }),
});
export const customerPortalValues = (s: CustomerPortalSettings) => ({
  enabled: s.enabled,
  allowPayment: s.allowPayment,
  allowPaymentPlan: s.allowPaymentPlan,
  allowDispute: s.allowDispute,
  allowEmailUpdate: s.allowEmailUpdate,
  welcomeText: s.welcomeText,
  accentColour: s.accentColour,
});
export const customerPortalWrite = (o: z.output<typeof customerPortalSchema>): CustomerPortalSettingsWrite => ({ ...o, welcomeText: o.welcomeText ?? '' });

// ---------------------------------------------------------------- bookkeeping

export const SYNC_INTERVALS = ['1', '4', '12', '24'] as const;

export const bookkeepingSchema = z.object({
  provider: z.enum(BOOKKEEPING_PROVIDERS).optional(),
  syncIntervalHours: z.enum(SYNC_INTERVALS),
  importCreditNotes: z.boolean(),
});
export const bookkeepingValues = (s: BookkeepingSettings) => ({
  // A select left empty is undefined in the form (the kit's `select` binder).
  provider: (s.provider ?? undefined) as FormValues<typeof bookkeepingSchema>['provider'],
  syncIntervalHours: String(s.syncIntervalHours) as (typeof SYNC_INTERVALS)[number],
  importCreditNotes: s.importCreditNotes,
});
export const bookkeepingWrite = (o: z.output<typeof bookkeepingSchema>): BookkeepingSettingsWrite => ({
  provider: o.provider ?? null,
  syncIntervalHours: Number(o.syncIntervalHours) as BookkeepingSettingsWrite['syncIntervalHours'],
  importCreditNotes: o.importCreditNotes,
});

// ---------------------------------------------------------------- export collection

export const exportCollectionSchema = z.object({
  agencyName: text(100),
  agencyEmail: z.email().max(254),
  format: z.enum(['csv', 'xlsx']),
  schedule: z.enum(['manual', 'weekly', 'monthly']),
  minimumDaysOverdue: z.number().int().min(0).max(365),
  minimumAmount: z.number().min(0),
  includeDocuments: z.boolean(),
});
export const exportCollectionValues = (s: ExportCollectionSettings) => ({ ...s, minimumAmount: Number(s.minimumAmount) });
export const exportCollectionWrite = (o: z.output<typeof exportCollectionSchema>): ExportCollectionSettingsWrite => ({ ...o, minimumAmount: o.minimumAmount.toFixed(2) });

// ---------------------------------------------------------------- invoice exports

export const invoiceExportsSchema = z
  .object({
    enabled: z.boolean(),
    format: z.enum(['ubl', 'csv', 'pdf']),
    schedule: z.enum(['daily', 'weekly', 'monthly']),
    recipientEmail: z.email().max(254).optional(),
    includeCreditNotes: z.boolean(),
  })
  .refine((value) => !value.enabled || value.recipientEmail !== undefined, { path: ['recipientEmail'], message: 'settings:InvoiceExports.recipientRequired' satisfies Message });
export const invoiceExportsValues = (s: InvoiceExportSettings) => ({
  enabled: s.enabled,
  format: s.format,
  schedule: s.schedule,
  recipientEmail: s.recipientEmail ?? '',
  includeCreditNotes: s.includeCreditNotes,
});
export const invoiceExportsWrite = (o: z.output<typeof invoiceExportsSchema>): InvoiceExportSettingsWrite => ({ ...o, recipientEmail: o.recipientEmail ?? null });

// ---------------------------------------------------------------- integrations

export const integrationsSchema = z
  .object({
    paymentProvider: z.enum(PAYMENT_PROVIDERS).optional(),
    paymentLinks: z.boolean(),
    creditReports: z.boolean(),
    webhookUrl: z.string().trim().max(500).regex(/^https:\/\/[^\s]+$/, { message: 'settings:Integrations.webhookUrlInvalid' satisfies Message }).optional(),
  })
  .refine((value) => !value.paymentLinks || value.paymentProvider !== undefined, { path: ['paymentLinks'], message: 'settings:Integrations.paymentLinksNeedProvider' satisfies Message });
export const integrationsValues = (s: IntegrationSettings) => ({
  paymentProvider: (s.paymentProvider ?? undefined) as FormValues<typeof integrationsSchema>['paymentProvider'],
  paymentLinks: s.paymentLinks,
  creditReports: s.creditReports,
  webhookUrl: s.webhookUrl ?? '',
});
export const integrationsWrite = (o: z.output<typeof integrationsSchema>): IntegrationSettingsWrite => ({
  paymentProvider: o.paymentProvider ?? null,
  paymentLinks: o.paymentLinks,
  creditReports: o.creditReports,
  webhookUrl: o.webhookUrl ?? null,
});

// ---------------------------------------------------------------- tailored variables

export const MEDIA = ['email', 'letter', 'call', 'sms', 'whatsapp'] as const;
type MediaFlags = { [K in (typeof MEDIA)[number]]: z.ZodBoolean };
const mediaFlags = Object.fromEntries(MEDIA.map((m) => [m, z.boolean()])) as MediaFlags;

export const tailoredVariableSchema = z
  .object({
    name: z.string().trim().regex(/^[a-z][a-zA-Z0-9]{1,39}$/, { message: 'settings:tailoredvariables.nameInvalid' satisfies Message }),
    label: text(60),
    description: optionalText(200),
    value: text(500),
    ...mediaFlags,
  })
  .refine((value) => MEDIA.some((m) => value[m]), { path: ['email'], message: 'settings:tailoredvariables.mediaRequired' satisfies Message });

export const tailoredVariableValues = (v?: TailoredVariable) => ({
  name: v?.name ?? '',
  label: v?.label ?? '',
  description: v?.description ?? '',
  value: v?.value ?? '',
  ...(Object.fromEntries(MEDIA.map((m) => [m, v ? v.media.includes(m) : m === 'email' || m === 'letter'])) as Record<(typeof MEDIA)[number], boolean>),
});
export const tailoredVariableWrite = (o: z.output<typeof tailoredVariableSchema>): TailoredVariableWrite => ({
  name: o.name,
  label: o.label,
  description: o.description ?? null,
  value: o.value,
  media: MEDIA.filter((m) => o[m]),
});

/** Names of file formats: the same in every language, so not in the locale files (products: `@/lib/product-names`). */
export const FORMAT_NAMES = { csv: 'CSV', xlsx: 'Excel', ubl: 'UBL', pdf: 'PDF' } as const;

// ---------------------------------------------------------------- custom fields

/** The custom fields form has a fixed number of rows (an empty one is left out), so every version compares field by field. */
export const CUSTOM_FIELD_SLOTS = 12;
export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'boolean', 'select'] as const;
const slotField = (index: number, part: 'key' | 'label' | 'type' | 'required' | 'options') => `items.${index}.${part}`;
export { slotField as customFieldSlot };

const slotShape: Record<string, z.ZodType> = {};
for (let index = 0; index < CUSTOM_FIELD_SLOTS; index++) {
  slotShape[slotField(index, 'key')] = z.string().trim().regex(/^[a-z][a-z0-9-]{0,39}$/, { message: 'settings:tailoredvariables.fieldKeyInvalid' satisfies Message }).optional();
  slotShape[slotField(index, 'label')] = z.string().trim().max(60).optional();
  slotShape[slotField(index, 'type')] = z.enum(CUSTOM_FIELD_TYPES);
  slotShape[slotField(index, 'required')] = z.boolean();
  slotShape[slotField(index, 'options')] = z.string().max(2000).optional();
}

type SlotValues = Record<string, string | boolean | undefined>;

const optionsOf = (typed: unknown) =>
  String(typed ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '');

export const customFieldsSchema = z.object(slotShape).superRefine((checked, ctx) => {
  const values = checked as SlotValues;
  const keys: string[] = [];
  for (let index = 0; index < CUSTOM_FIELD_SLOTS; index++) {
    const key = values[slotField(index, 'key')] as string | undefined;
    const label = values[slotField(index, 'label')] as string | undefined;
    if (!key && !label) continue;
    if (!key) ctx.addIssue({ code: 'custom', path: [slotField(index, 'key')], message: 'validation.required' });
    if (!label) ctx.addIssue({ code: 'custom', path: [slotField(index, 'label')], message: 'validation.required' });
    if (key && keys.includes(key)) ctx.addIssue({ code: 'custom', path: [slotField(index, 'key')], message: 'settings:tailoredvariables.fieldKeyTaken' satisfies Message });
    if (key) keys.push(key);
    if (values[slotField(index, 'type')] === 'select' && optionsOf(values[slotField(index, 'options')]).length === 0) {
      ctx.addIssue({ code: 'custom', path: [slotField(index, 'options')], message: 'settings:tailoredvariables.fieldOptionsRequired' satisfies Message });
    }
  }
});

export function customFieldsValues(settings: CustomFieldSettings): FormValues<typeof customFieldsSchema> {
  const values: SlotValues = {};
  for (let index = 0; index < CUSTOM_FIELD_SLOTS; index++) {
    const item = settings.items[index];
    values[slotField(index, 'key')] = item?.key ?? '';
    values[slotField(index, 'label')] = item?.label ?? '';
    values[slotField(index, 'type')] = item?.type ?? 'text';
    values[slotField(index, 'required')] = item?.required ?? false;
    values[slotField(index, 'options')] = item?.options.join(', ') ?? '';
  }
  return values as FormValues<typeof customFieldsSchema>;
}

export function customFieldsWrite(output: Record<string, unknown>): CustomFieldSettingsWrite {
  const items: CustomFieldSettingsWrite['items'] = [];
  for (let index = 0; index < CUSTOM_FIELD_SLOTS; index++) {
    const key = output[slotField(index, 'key')] as string | undefined;
    if (!key) continue;
    const type = output[slotField(index, 'type')] as (typeof CUSTOM_FIELD_TYPES)[number];
    items.push({
      key,
      label: String(output[slotField(index, 'label')] ?? key),
      type,
      required: output[slotField(index, 'required')] === true,
      options: type === 'select' ? optionsOf(output[slotField(index, 'options')]) : [],
    });
  }
  return { items };
}
