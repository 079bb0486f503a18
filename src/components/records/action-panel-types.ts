export type ActionPanelProps = {
  scope: { customerId?: string; invoiceIds?: string[]; superDebtorId?: string };
  /** Called after the server created the record (the panel closes; the page refreshes its data). */
  onDone: (created: { id: string }) => void;
  /** Called by the form's own Cancel button. */
  onCancel: () => void;
};
