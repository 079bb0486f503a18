import type { Translation } from 'vanilla-cookieconsent';
import {
  CONSENT_CATEGORY_ANALYTICS,
  CONSENT_CATEGORY_NECESSARY,
  type ConsentCategory,
  type CookieDuration,
  type ListedCookie,
  LISTED_COOKIES,
} from '../consent.constants';

/** Every text of the banner and the preferences modal for one language. */
export interface ConsentStrings {
  consentTitle: string;
  consentDescription: string;
  acceptAll: string;
  rejectAll: string;
  managePreferences: string;
  preferencesTitle: string;
  savePreferences: string;
  close: string;
  necessaryTitle: string;
  necessaryDescription: string;
  analyticsTitle: string;
  analyticsDescription: string;
  headers: { name: string; duration: string; description: string };
  durations: Record<CookieDuration, string>;
  descriptions: Record<ListedCookie['description'], string>;
}

function cookieTable(strings: ConsentStrings, category: ConsentCategory) {
  return {
    headers: { ...strings.headers },
    body: LISTED_COOKIES.filter((c) => c.category === category).map((c) => ({
      name: c.name,
      duration: strings.durations[c.duration],
      description: strings.descriptions[c.description],
    })),
  };
}

/** Builds vanilla-cookieconsent's translation object: same structure in every language. */
export function buildTranslation(strings: ConsentStrings): Translation {
  return {
    consentModal: {
      title: strings.consentTitle,
      description: strings.consentDescription,
      acceptAllBtn: strings.acceptAll,
      acceptNecessaryBtn: strings.rejectAll,
      showPreferencesBtn: strings.managePreferences,
      closeIconLabel: strings.close,
    },
    preferencesModal: {
      title: strings.preferencesTitle,
      acceptAllBtn: strings.acceptAll,
      acceptNecessaryBtn: strings.rejectAll,
      savePreferencesBtn: strings.savePreferences,
      closeIconLabel: strings.close,
      sections: [
        {
          title: strings.necessaryTitle,
          description: strings.necessaryDescription,
          linkedCategory: CONSENT_CATEGORY_NECESSARY,
          cookieTable: cookieTable(strings, CONSENT_CATEGORY_NECESSARY),
        },
        {
          title: strings.analyticsTitle,
          description: strings.analyticsDescription,
          linkedCategory: CONSENT_CATEGORY_ANALYTICS,
          cookieTable: cookieTable(strings, CONSENT_CATEGORY_ANALYTICS),
        },
      ],
    },
  };
}
