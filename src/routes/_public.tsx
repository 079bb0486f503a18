import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '@/components/PublicLayout';

/** Pathless layout of the public screens (SPEC §2 public routes): no session needed. */
export const Route = createFileRoute('/_public')({
  component: PublicLayout,
});
