/**
 * IBAN and BIC checks (ISO 13616, ISO 9362), pure so the counter-account form and the mock backend
 * judge an account number the same way (`#lib/iban`).
 *
 * An IBAN is valid when its country's length holds and its check digits do: move the first four
 * characters to the end, write each letter as two digits (A = 10 … Z = 35) and the number must
 * leave 1 when divided by 97. The number is reduced piecewise, so no big integers are needed.
 */

/** IBAN lengths of the SEPA countries and the UK's neighbours (the registry's, 2026). */
const LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27,
  GB: 22, GI: 23, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27,
  MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27, VA: 22,
};

/** Upper case without spaces: what is checked and stored. */
export function compactIban(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** In groups of four, as printed (`NL91 ABNA 0417 1643 00`). */
export function formatIban(value: string): string {
  return compactIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** The remainder of the IBAN's number (letters as 10–35, first four characters moved to the end) by 97. */
export function ibanRemainder(compact: string): number {
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export type IbanProblem = 'format' | 'country' | 'length' | 'checksum';

/** Why an IBAN is not valid, or null when it is. */
export function ibanProblem(value: string): IbanProblem | null {
  const compact = compactIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact)) return 'format';
  const length = LENGTHS[compact.slice(0, 2)];
  if (length === undefined) return 'country';
  if (compact.length !== length) return 'length';
  return ibanRemainder(compact) === 1 ? null : 'checksum';
}

/** @internal Tests check the round trip with it. */
export const isValidIban = (value: string): boolean => ibanProblem(value) === null;

/** A BIC: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.trim().toUpperCase());
}
