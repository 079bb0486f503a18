import * as z from 'zod/mini';

/** `?token=` of the links in reset and activation e-mails; a malformed one counts as none. */
export const tokenSearchSchema = z.object({
  token: z.catch(z.optional(z.string().check(z.minLength(1), z.maxLength(512))), undefined),
});
