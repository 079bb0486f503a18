import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/api/permissions';
import type { ActionPanelsControl } from '@/components/records/ActionPanelHost';
import type { PanelType } from '@/components/records/open-panels';
import { buttonClass } from '@/components/ui/Button';
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@/components/ui/Menu';
import { COMPOSER_PERMISSION } from '@/navigation/areas';

/** The menu's panels in its order: what this release does, then what "The day's work" brings. */
const NOW: readonly PanelType[] = ['issue', 'arrangement', 'comment'];
const LATER: readonly PanelType[] = ['call', 'task'];

/**
 * The actions of a customer's, invoice's or super debtor's page (a Headless UI menu, loaded after
 * the page: RecordActionsButton): each opens its panel, which puts it in the address; "Write a
 * message" opens the composer. What the user may not do is not offered.
 */
export default function RecordActionsMenu({ panels }: { panels: ActionPanelsControl }) {
  const { t } = useTranslation(['records', 'navigation']);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { allowed: mayWrite } = usePermission(COMPOSER_PERMISSION);
  const now = NOW.filter(panels.allowed);
  const later = LATER.filter(panels.allowed);
  const message = mayWrite ? panels.message : undefined;
  const item = (type: PanelType) => (
    <MenuItem key={type}>
      {(className) => (
        <button type="button" className={className} onClick={() => panels.open(type, buttonRef.current)}>
          {t(`actionPanel.title.${type}`)}
        </button>
      )}
    </MenuItem>
  );
  return (
    <Menu>
      <MenuButton ref={buttonRef} data-record-actions="" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        {t('actionPanel.menu')}
      </MenuButton>
      <MenuItems modal={false} anchor="bottom start" className="min-w-52">
        {now.map(item)}
        {message && (
          <MenuItem>
            {(className) => (
              <Link to="/communication/$customerId" params={{ customerId: message.customerId }} search={message.invoiceId ? { invoiceId: message.invoiceId } : {}} className={className}>
                {t('navigation:actions.writeMessage')}
              </Link>
            )}
          </MenuItem>
        )}
        {later.length > 0 && (now.length > 0 || message) && <MenuSeparator />}
        {later.map(item)}
      </MenuItems>
    </Menu>
  );
}
