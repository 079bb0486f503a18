import type { Media } from '@/api/generated/model';

/** SPEC §9: the channels, in the order every screen shows them. (On its own: the list's first load carries it.) */
export const CHANNELS: readonly Media[] = ['email', 'letter', 'call', 'sms', 'whatsapp'];
