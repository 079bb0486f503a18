import { getCurrentAccount } from '@/api/generated/endpoints/account/account';
import { languageToAdopt } from '@/lib/account-language';
import { i18n } from '@/lib/i18n';

/**
 * At a sign-in (not at a reload of a kept session), the interface switches to the language kept on
 * the user, where SPEC §9's order puts it (@/lib/account-language.ts). A failed read
 * keeps the detected language: the sign-in itself never waits for it or fails because of it.
 */
export async function adoptAccountLanguage(): Promise<void> {
  try {
    const account = await getCurrentAccount();
    const language = languageToAdopt(globalThis.location.search, i18n.language, account.interfaceLanguage);
    if (language) await i18n.changeLanguage(language);
  } catch (error) {
    console.error('The language kept on the account could not be read', error);
  }
}
