import { z } from 'zod';

/** `?token=` of the links in reset and activation e-mails; a malformed one counts as none. */
export const tokenSearchSchema = z.object({
  token: z.string().min(1).max(512).optional().catch(undefined),
});
