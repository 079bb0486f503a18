import { buildTranslation } from './build';

export default buildTranslation({
  consentTitle: 'Nous utilisons des cookies',
  consentDescription:
    "Nous utilisons des cookies strictement nécessaires au fonctionnement de cette application. Avec votre accord, nous utilisons également des outils d'analyse, d'enregistrement de session et une messagerie instantanée pour améliorer notre service.",
  acceptAll: 'Tout accepter',
  rejectAll: 'Tout refuser',
  managePreferences: 'Gérer les préférences',
  preferencesTitle: 'Préférences en matière de cookies',
  savePreferences: 'Enregistrer les préférences',
  close: 'Fermer',
  necessaryTitle: 'Strictement nécessaires',
  necessaryDescription:
    "Ces cookies sont indispensables au fonctionnement de l'application et ne peuvent pas être désactivés.",
  analyticsTitle: 'Performance et analyse',
  analyticsDescription:
    "Ces cookies nous aident à comprendre l'utilisation de l'application (analyse et enregistrement de session) et font fonctionner la messagerie instantanée.",
  headers: { name: 'Nom', duration: 'Durée', description: 'Description' },
  durations: {
    days12: '12 jours',
    session: 'Session',
    week1: '1 semaine',
    months9: '9 mois',
    days182: '182 jours',
    days365: '365 jours',
    minutes30: '30 minutes',
  },
  descriptions: {
    consent: 'Enregistre vos préférences en matière de cookies.',
    ga: 'Distingue les utilisateurs à des fins d’analyse.',
    gid: 'Distingue les utilisateurs à des fins d’analyse.',
    chatSession: 'Conserve votre session de messagerie instantanée.',
    chatDevice: 'Identifie votre appareil pour la messagerie instantanée.',
    recordingUser: 'Vous identifie d’un enregistrement de session à l’autre.',
    recordingSession: 'Relie les pages d’une même session enregistrée.',
  },
});
