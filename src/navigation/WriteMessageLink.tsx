import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/api/permissions';
import { buttonClass } from '@/components/ui/Button';
import { COMPOSER_PERMISSION } from './areas';

/**
 * "Write a message" from a customer's or an invoice's page: opens the composer for the customer,
 * with the invoice chosen. Shown only to someone who may send messages.
 */
export function WriteMessageLink({ customerId, invoiceId }: { customerId: string; invoiceId?: string }) {
  const { t } = useTranslation('navigation');
  const { allowed } = usePermission(COMPOSER_PERMISSION);
  if (!allowed) return null;
  return (
    <Link to="/communication/$customerId" params={{ customerId }} search={invoiceId ? { invoiceId } : {}} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
      {t('actions.writeMessage')}
    </Link>
  );
}
