import { buildTranslation } from './build';

export default buildTranslation({
  consentTitle: 'We use cookies',
  consentDescription:
    'We use strictly necessary cookies to run this application. With your consent we also use analytics, session recording and a chat messenger to improve our service.',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  managePreferences: 'Manage preferences',
  preferencesTitle: 'Cookie preferences',
  savePreferences: 'Save preferences',
  close: 'Close',
  necessaryTitle: 'Strictly necessary',
  necessaryDescription: 'These cookies are required for the application to work and cannot be switched off.',
  analyticsTitle: 'Performance and Analytics',
  analyticsDescription:
    'These cookies help us understand how the application is used (analytics and session recording) and power the chat messenger.',
  headers: { name: 'Name', duration: 'Duration', description: 'Description' },
  durations: {
    days12: '12 days',
    session: 'Session',
    week1: '1 week',
    months9: '9 months',
    days182: '182 days',
    days365: '365 days',
    minutes30: '30 minutes',
  },
  descriptions: {
    consent: 'Stores your cookie preferences.',
    ga: 'Distinguishes users for analytics.',
    gid: 'Distinguishes users for analytics.',
    chatSession: 'Keeps your chat messenger session.',
    chatDevice: 'Identifies your device for the chat messenger.',
    recordingUser: 'Identifies you across session recordings.',
    recordingSession: 'Links the pages of one recorded session.',
  },
});
