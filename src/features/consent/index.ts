export { showConsentPreferences, startConsent, type StartConsentOptions } from './consent-service';
