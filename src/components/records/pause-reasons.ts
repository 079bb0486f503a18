/** The reasons a dunning pause may give, in the order offered, `other` (explained in words) last: the contract's PauseReasonCode. */
export const PAUSE_REASON_CODES = ['customer-request', 'payment-promised', 'payment-plan', 'complaint', 'insolvency', 'other'] as const;
