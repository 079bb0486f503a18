import { buildTranslation } from './build';

export default buildTranslation({
  consentTitle: 'Wir verwenden Cookies',
  consentDescription:
    'Wir verwenden unbedingt erforderliche Cookies, um diese Anwendung zu betreiben. Mit Ihrer Einwilligung nutzen wir außerdem Analyse, Sitzungsaufzeichnung und einen Chat-Messenger, um unseren Service zu verbessern.',
  acceptAll: 'Alle akzeptieren',
  rejectAll: 'Alle ablehnen',
  managePreferences: 'Einstellungen verwalten',
  preferencesTitle: 'Cookie-Einstellungen',
  savePreferences: 'Einstellungen speichern',
  close: 'Schließen',
  necessaryTitle: 'Unbedingt erforderlich',
  necessaryDescription:
    'Diese Cookies sind für das Funktionieren der Anwendung erforderlich und können nicht deaktiviert werden.',
  analyticsTitle: 'Leistung und Analyse',
  analyticsDescription:
    'Diese Cookies helfen uns zu verstehen, wie die Anwendung genutzt wird (Analyse und Sitzungsaufzeichnung), und ermöglichen den Chat-Messenger.',
  headers: { name: 'Name', duration: 'Laufzeit', description: 'Beschreibung' },
  durations: {
    days12: '12 Tage',
    session: 'Sitzung',
    week1: '1 Woche',
    months9: '9 Monate',
    days182: '182 Tage',
    days365: '365 Tage',
    minutes30: '30 Minuten',
  },
  descriptions: {
    consent: 'Speichert Ihre Cookie-Einstellungen.',
    ga: 'Unterscheidet Nutzer für Analysezwecke.',
    gid: 'Unterscheidet Nutzer für Analysezwecke.',
    chatSession: 'Hält Ihre Chat-Messenger-Sitzung aufrecht.',
    chatDevice: 'Erkennt Ihr Gerät für den Chat-Messenger.',
    recordingUser: 'Erkennt Sie über mehrere Sitzungsaufzeichnungen hinweg.',
    recordingSession: 'Verknüpft die Seiten einer aufgezeichneten Sitzung.',
  },
});
