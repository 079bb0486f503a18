export { ConsentPreferencesButton } from './ConsentPreferencesButton';
export {
  type ConsentHandle,
  getConsent,
  showConsentPreferences,
  startConsent,
  type StartConsentOptions,
} from './consent-service';
export { type ConsentRecord, consentMachine, isAnalyticsAllowed } from './consent.machine';
