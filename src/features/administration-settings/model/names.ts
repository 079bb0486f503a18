/**
 * The named records of the administration settings (issue categories, departments, roles): the
 * server refuses a name another one has, case-insensitive (422 at `name`). Said in the user's
 * words at the field; the server's own text is English and not shown.
 */
import type { ProblemErrorsItem } from '@/api/generated/model';
import type { FormMessageKey } from '@/components/form/server-errors';

export const NAME_TAKEN = 'Another one already has this name';

export function nameServerMessage(item: ProblemErrorsItem): FormMessageKey | undefined {
  return item.field === 'name' && item.message === NAME_TAKEN ? 'administration-settings:staff.nameTaken' : undefined;
}
