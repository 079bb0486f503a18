import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** "3 days after the due date", "2 days before", "On the due date". */
export function useWhen() {
  const { t } = useTranslation('journeys');
  return useCallback((offsetDays: number) => (offsetDays === 0 ? t('when.on') : offsetDays > 0 ? t('when.after', { count: offsetDays }) : t('when.before', { count: -offsetDays })), [t]);
}
