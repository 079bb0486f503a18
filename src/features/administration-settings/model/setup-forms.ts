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

export const contentSchema = z.object({
  defaultLanguage: z.enum(CONTENT_LANGUAGES),
  tone: z.enum(TONES),
  letterFooter: z.string().trim().max(300),
  emailSignature: z
    .string()
    .max(1000)
    .refine((value) => value === '' || value.trim() !== '', { message: 'administration-settings:setup.content.signatureBlank' satisfies Message }),
  legalText: z.string().trim().max(2000),
});
export const contentValues = (s: ContentSettings) => ({
  defaultLanguage: s.defaultLanguage,
  tone: s.tone,
  letterFooter: s.letterFooter,
  emailSignature: s.emailSignature,
  legalText: s.legalText,
});
export const contentWrite = (o: z.output<typeof contentSchema>): ContentSettingsWrite => ({ ...o, emailSignature: o.emailSignature.replace(/\s+$/, '') });
