/**
 * Record schemas of the issues area: issues (disputes and questions), their categories (per
 * administration) and their history. What an issue shows beside them (customer and invoice
 * numbers, category and assignee names, age) is derived per request (handlers/issues.ts).
 */
import { z } from 'zod';

export const issueStatuses = ['open', 'in-progress', 'resolved', 'rejected'] as const;

export const issueAssigneeSchema = z.object({ kind: z.enum(['user', 'department']), id: z.string() });

export const issueSchema = z.object({
  id: z.string(),
  administrationId: z.string(),
  number: z.string(),
  customerId: z.string(),
  invoiceIds: z.array(z.string()),
  categoryId: z.string(),
  status: z.enum(issueStatuses),
  assignee: issueAssigneeSchema.nullable(),
  description: z.string(),
  createdAt: z.iso.datetime(),
  createdById: z.string(),
  createdByName: z.string(),
  updatedAt: z.iso.datetime(),
  /** Bumped by every change; the ETag is `"v<version>"`. */
  version: z.number().int().positive(),
});

export const issueCategorySchema = z.object({
  id: z.string(),
  administrationId: z.string(),
  name: z.string(),
  /** Counts renames on the settings pages; the ETag is `"v<version>"`. */
  version: z.number().int().min(1).default(1),
});

/** A department tasks and issues can be assigned to, with its members (administration settings' departments pages). */
export const departmentSchema = z.object({
  id: z.string(),
  administrationId: z.string(),
  name: z.string(),
  /** Users of the administration in the department; one who leaves the administration is left out when read. */
  memberIds: z.array(z.string()).default([]),
  /** Counts renames and member changes; the ETag is `"v<version>"`. */
  version: z.number().int().min(1).default(1),
});

export const issueHistorySchema = z.object({
  id: z.string(),
  administrationId: z.string(),
  issueId: z.string(),
  at: z.iso.datetime(),
  byId: z.string(),
  byName: z.string(),
  change: z.enum(['opened', 'status', 'category', 'assignee', 'description']),
  from: z.string().nullable(),
  to: z.string().nullable(),
});

export type IssueRecord = z.infer<typeof issueSchema>;
export type IssueStatusValue = IssueRecord['status'];
export type IssueCategoryRecord = z.infer<typeof issueCategorySchema>;
export type DepartmentRecord = z.infer<typeof departmentSchema>;
export type IssueHistoryRecord = z.infer<typeof issueHistorySchema>;
