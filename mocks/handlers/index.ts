import type { RequestHandler } from 'msw';
import { accountHandlers } from './account';
import { administrationHandlers } from './administrations';
import { administrationSettingsHandlers } from './administration-settings';
import type { HandlerContext } from './context';
import { controlHandlers, fallbackHandler, faultHandler } from './control';
import { communicationHandlers } from './communication';
import { credentialHandlers } from './credentials';
import { customerHandlers } from './customers';
import { headerFooterHandlers } from './headers-footers';
import { invoiceHandlers } from './invoices';
import { mailboxHandlers } from './mailbox';
import { mediaHandlers } from './media';
import { inboundControlHandlers } from './inbound-control';
import { outboxControlHandlers } from './outbox-control';
import { ownAccountHandlers } from './own-account';
import { placeholderHandlers } from './placeholders';
import { recordExtraHandlers } from './record-extras';
import { searchHandlers } from './search';
import { superDebtorHandlers } from './super-debtors';
import { templateHandlers } from './templates';
import { timelineHandlers } from './timeline';
import { arrangementHandlers } from './arrangements';
import { issueHandlers } from './issues';
import { settledPaymentHandlers } from './settled-payments';
import { paymentUnderwayHandlers } from './payments-underway';
import { dashboardHandlers } from './dashboard';
import { reportHandlers } from './reports';
import { exportHandlers } from './exports';
import { journeyControlHandlers, journeyHandlers } from './journeys';
import { taskHandlers } from './tasks';
import { collectionCaseHandlers } from './for-collection';
import { settingsHandlers } from './settings';
import { administrationSetupHandlers } from './administration-setup';

/**
 * All handlers in the order they must run: control endpoints (never subject to faults), the fault
 * and latency pre-handler, one stateful handler per contract operation, then the optional fallback.
 */
export function createHandlers(ctx: HandlerContext): RequestHandler[] {
  // The export jobs read their lists through these same handlers (./exports.ts).
  const handlers: RequestHandler[] = [
    ...controlHandlers(ctx),
    ...outboxControlHandlers(ctx),
    ...inboundControlHandlers(ctx),
    ...journeyControlHandlers(ctx),
    faultHandler(ctx),
    ...accountHandlers(ctx),
    ...ownAccountHandlers(ctx),
    ...credentialHandlers(ctx),
    ...administrationHandlers(ctx),
    ...administrationSettingsHandlers(ctx),
    ...templateHandlers(ctx),
    ...headerFooterHandlers(ctx),
    ...placeholderHandlers(ctx),
    ...mediaHandlers(ctx),
    ...customerHandlers(ctx),
    ...invoiceHandlers(ctx),
    ...superDebtorHandlers(ctx),
    ...recordExtraHandlers(ctx),
    ...mailboxHandlers(ctx),
    ...communicationHandlers(ctx),
    ...timelineHandlers(ctx),
    ...searchHandlers(ctx),
    ...arrangementHandlers(ctx),
    ...issueHandlers(ctx),
    ...settledPaymentHandlers(ctx),
    ...paymentUnderwayHandlers(ctx),
    ...dashboardHandlers(ctx),
    ...reportHandlers(ctx),
    ...exportHandlers(ctx, () => handlers),
    ...journeyHandlers(ctx),
    ...taskHandlers(ctx),
    ...collectionCaseHandlers(ctx),
    ...settingsHandlers(ctx),
    ...administrationSetupHandlers(ctx),
    ...(ctx.options.fallback ? [fallbackHandler()] : []),
  ];
  return handlers;
}
