import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { debtorSearchSchema } from '@/navigation/search-params';
import { guard } from '@/navigation/route-guard';

/** The record's tabs share the search params: what the page was opened for stays while switching tabs. */
export const Route = createFileRoute('/_app/super-debtors/$superDebtorId')({
  validateSearch: debtorSearchSchema,
  ...guard(AREAS.superDebtors.permission),
});
