import { linkOptions } from '@tanstack/react-router';
import type { OpenItem } from '../model/lists';

/**
 * A link to the page the list is on with one item open (a message, a call, a batch): the list's
 * state stays, and the entry is replaced, as the list's own changes are.
 */
export function openOnThisPage(item: OpenItem) {
  return linkOptions({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, ...item }), replace: true });
}
