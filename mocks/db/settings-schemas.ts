/**
 * Records of the /settings pages (contract tag `settings`). A page's settings are one document per
 * administration and kind, kept as the JSON of its write shape beside its version; notifications and
 * tailored variables are records of their own.
 */
import { z } from 'zod';
import { createTailoredVariableBody, updateNotificationSettingBody } from '#api/generated/zod/settings/settings.zod';

export const SETTINGS_KINDS = [
  'counter-account',
  'communication',
  'customer-portal',
  'bookkeeping',
  'export-collection',
  'invoice-exports',
  'integrations',
  'customer-custom-fields',
  'invoice-custom-fields',
] as const;
export type SettingsKind = (typeof SETTINGS_KINDS)[number];

export const settingsDocumentSchema = z.object({
  /** `<administrationId>:<kind>`. */
  id: z.string(),
  administrationId: z.string(),
  kind: z.enum(SETTINGS_KINDS),
  /** The write shape as JSON (custom fields: empty, their definitions are the customFieldDefinitions). */
  body: z.string(),
  version: z.number().int().min(1),
  updatedAt: z.iso.datetime(),
});

export const notificationSettingSchema = updateNotificationSettingBody.extend({
  id: z.string(),
  administrationId: z.string(),
  event: z.enum(['payment-received', 'promise-broken', 'arrangement-broken', 'dispute-opened', 'portal-message', 'sync-failed']),
  order: z.number().int(),
  version: z.number().int().min(1),
  updatedAt: z.iso.datetime(),
});

export const tailoredVariableSchema = createTailoredVariableBody.extend({
  id: z.string(),
  administrationId: z.string(),
  description: z.string().nullable(),
  version: z.number().int().min(1),
  updatedAt: z.iso.datetime(),
});

export type SettingsDocumentRecord = z.infer<typeof settingsDocumentSchema>;
export type NotificationSettingRecord = z.infer<typeof notificationSettingSchema>;
export type TailoredVariableRecord = z.infer<typeof tailoredVariableSchema>;
