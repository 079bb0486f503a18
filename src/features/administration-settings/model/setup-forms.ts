/**
 * The forms of the administration-setup pages (style, content settings): what each checks (as the
 * server does), the form's values of a saved version and the write sent. Pure, so the rules are
 * unit-tested without a page.
 */
import { z } from 'zod';
import type { ContentSettings, ContentSettingsWrite, StyleSettings, StyleSettingsWrite } from '@/api/generated/model';
import { whiteTextReadable } from '@/lib/contrast';
import type { QualifiedKey } from '@/lib/i18n';

type Message = QualifiedKey<'administration-settings'>;

export const styleSchema = z.object({
  brandColour: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { message: 'administration-settings:setup.style.colourInvalid' satisfies Message })
    .refine(whiteTextReadable, { message: 'administration-settings:setup.style.contrastTooLow' satisfies Message }),
});
export const styleValues = (s: StyleSettings) => ({ brandColour: s.brandColour });
export const styleWrite = (o: z.output<typeof styleSchema>): StyleSettingsWrite => ({ brandColour: o.brandColour.toLowerCase() });

export const CONTENT_LANGUAGES = ['nl', 'en', 'de', 'fr'] as const;
export const TONES = ['formal', 'informal'] as const;

// The texts may be empty: the form kit hands a blank field over as missing, so they are optional
// here and sent as '' (required, a settings page with no legal text could not be saved at all).
export const contentSchema = z.object({
  defaultLanguage: z.enum(CONTENT_LANGUAGES),
  tone: z.enum(TONES),
  letterFooter: z.string().trim().max(300).optional(),
  emailSignature: z
    .string()
    .max(1000)
    .refine((value) => value === '' || value.trim() !== '', { message: 'administration-settings:setup.content.signatureBlank' satisfies Message })
    .optional(),
  legalText: z.string().trim().max(2000).optional(),
});
export const contentValues = (s: ContentSettings) => ({
  defaultLanguage: s.defaultLanguage,
  tone: s.tone,
  letterFooter: s.letterFooter,
  emailSignature: s.emailSignature,
  legalText: s.legalText,
});
export const contentWrite = (o: z.output<typeof contentSchema>): ContentSettingsWrite => ({
  defaultLanguage: o.defaultLanguage,
  tone: o.tone,
  letterFooter: o.letterFooter ?? '',
  emailSignature: (o.emailSignature ?? '').replace(/\s+$/, ''),
  legalText: o.legalText ?? '',
});
