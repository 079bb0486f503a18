/**
 * Each administration's style, content settings and subscription (contract tag
 * `administration-setup`). Van Dijk is on Business with its logo uploaded; Harbour Freight on
 * Starter without one, so both the logo's and the upgrade's paths start from the seed.
 */
import type { ImageRecord } from '../db/schemas';
import type { SetupDocumentRecord, SetupKind } from '../db/administration-setup-schemas';
import { administrationFixtures } from './fixtures';

const SAVED_AT = '2026-11-20T09:15:00Z';

/** A small PNG (the administration's initials on its brand colour), base64. */
const LOGO_PNG: Record<string, string> = {
  nl: 'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAsCAMAAADigU7NAAAABlBMVEUdTtj///8esvnGAAAANklEQVR42mNgGAWjAAkwAgE2PiMaGKkG4FM3asCoAcPNAFyaRg0YeQbg0kBUoTqMDBgFIxIAABBRAfGld66+AAAAAElFTkSuQmCC',
};

export const logoImageId = (code: string, version: number) => `logo-upload-${code}-${version}`;

const documents: Record<string, Record<SetupKind, object>> = {
  nl: {
    style: {
      brandColour: '#1d4ed8',
      logo: { imageId: logoImageId('nl', 1), fileName: 'van-dijk-logo.png', contentType: 'image/png', size: 0, uploadedAt: SAVED_AT },
    },
    content: {
      defaultLanguage: 'nl',
      tone: 'formal',
      letterFooter: 'Van Dijk Installatietechniek B.V. · KvK 12345678 · NL91 ABNA 0417 1643 00',
      emailSignature: 'Met vriendelijke groet,\nAfdeling debiteurenbeheer\nVan Dijk Installatietechniek',
      legalText: 'Op al onze leveringen zijn onze algemene voorwaarden van toepassing.',
    },
    subscription: { plan: 'business', lastCharge: null },
  },
  gb: {
    style: { brandColour: '#0f766e', logo: null },
    content: {
      defaultLanguage: 'en',
      tone: 'informal',
      letterFooter: 'Harbour Freight Services Ltd · Registered in England and Wales 09876543',
      emailSignature: 'Kind regards,\nCredit Control\nHarbour Freight Services',
      legalText: '',
    },
    subscription: { plan: 'starter', lastCharge: null },
  },
};

export function seedSetupDocuments(): SetupDocumentRecord[] {
  return administrationFixtures.flatMap((admin) =>
    (Object.entries(documents[admin.code] ?? {}) as [SetupKind, Record<string, unknown>][]).map(([kind, body]) => {
      const logo = kind === 'style' && LOGO_PNG[admin.code] ? { ...(body.logo as object), size: atob(LOGO_PNG[admin.code]!).length } : undefined;
      return { id: `${admin.id}:${kind}`, administrationId: admin.id, kind, body: JSON.stringify(logo ? { ...body, logo } : body), version: 1, updatedAt: SAVED_AT };
    }),
  );
}

/** The uploaded logos' images (raster images are kept as base64). */
export function seedLogoImages(): ImageRecord[] {
  return administrationFixtures.flatMap((admin) => {
    const body = LOGO_PNG[admin.code];
    return body ? [{ id: logoImageId(admin.code, 1), administrationId: admin.id, contentType: 'image/png' as const, body }] : [];
  });
}
