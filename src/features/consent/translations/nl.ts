import { buildTranslation } from './build';

export default buildTranslation({
  consentTitle: 'Wij gebruiken cookies',
  consentDescription:
    'Wij gebruiken strikt noodzakelijke cookies om deze applicatie te laten werken. Met uw toestemming gebruiken wij ook analyse, sessie-opnames en een chatmessenger om onze dienstverlening te verbeteren.',
  acceptAll: 'Alles accepteren',
  rejectAll: 'Alles weigeren',
  managePreferences: 'Voorkeuren beheren',
  preferencesTitle: 'Cookievoorkeuren',
  savePreferences: 'Voorkeuren opslaan',
  close: 'Sluiten',
  necessaryTitle: 'Strikt noodzakelijk',
  necessaryDescription: 'Deze cookies zijn nodig om de applicatie te laten werken en kunnen niet worden uitgeschakeld.',
  analyticsTitle: 'Prestaties en analyse',
  analyticsDescription:
    'Deze cookies helpen ons te begrijpen hoe de applicatie wordt gebruikt (analyse en sessie-opnames) en laten de chatmessenger werken.',
  headers: { name: 'Naam', duration: 'Looptijd', description: 'Beschrijving' },
  durations: {
    days12: '12 dagen',
    session: 'Sessie',
    week1: '1 week',
    months9: '9 maanden',
    days182: '182 dagen',
    days365: '365 dagen',
    minutes30: '30 minuten',
  },
  descriptions: {
    consent: 'Slaat uw cookievoorkeuren op.',
    ga: 'Onderscheidt gebruikers voor analyse.',
    gid: 'Onderscheidt gebruikers voor analyse.',
    chatSession: 'Houdt uw chatmessenger-sessie bij.',
    chatDevice: 'Herkent uw apparaat voor de chatmessenger.',
    recordingUser: 'Herkent u over meerdere sessie-opnames heen.',
    recordingSession: 'Koppelt de pagina’s van één opgenomen sessie.',
  },
});
