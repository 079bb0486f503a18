/**
 * How an SMS is billed: GSM 03.38 (7-bit) when every character is in its alphabet, else UCS-2.
 * One message holds 160 GSM-7 or 70 UCS-2 characters; a longer one is split into parts of 153 or
 * 67 (the rest is the concatenation header). Extension characters (€, [, ] …) take two GSM-7 places.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';

export type SmsEncoding = 'GSM-7' | 'UCS-2';
export type SmsCount = { encoding: SmsEncoding; characters: number; segments: number; perSegment: number };

export function countSms(text: string): SmsCount {
  let septets = 0;
  let gsm = true;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENSION.includes(char)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) {
    const perSegment = septets <= 160 ? 160 : 153;
    return { encoding: 'GSM-7', characters: septets, segments: septets === 0 ? 0 : Math.ceil(septets / perSegment), perSegment };
  }
  // UCS-2 counts UTF-16 code units: an emoji outside the basic plane takes two.
  const units = text.length;
  const perSegment = units <= 70 ? 70 : 67;
  return { encoding: 'UCS-2', characters: units, segments: Math.ceil(units / perSegment), perSegment };
}
