/** Dependency-free, so the mock backend can share the list. */
/** Named permissions of SPEC §6. */
export const PERMISSIONS = [
  'Manage_Home',
  'Manage_Tasks',
  'Manage_Calls',
  'Manage_Messages',
  'Manage_Invoices',
  'Manage_Issues',
  'Manage_For_Collection',
  'Manage_Arrangements',
  'Manage_Customers',
  'Manage_Documents',
  'Manage_Mailbox',
  'Manage_Administrations_Settings',
  'Manage_Configuration',
  'Manage_Import',
] as const;

export type Permission = (typeof PERMISSIONS)[number];
