import { createFileRoute } from '@tanstack/react-router';
import { AREAS } from '@/navigation/areas';
import { guard } from '@/navigation/route-guard';

/** The record's tabs are the record's: each needs the issues permission as well as its own. */
export const Route = createFileRoute('/_app/issues/$issueId')({
  ...guard(AREAS.issues.permission),
});
