import { useTranslation } from 'react-i18next';
import type { CustomFieldValue } from '@/api/generated/model';
import { formatDate, formatNumber } from '@/lib/format';

/**
 * How a record's custom field reads: dates and numbers in the reader's conventions ("22 Oct 2026",
 * "1.250,5"), yes/no in words, an empty value as a dash. The API keeps them as text (ISO dates,
 * decimal strings, "true"/"false"), which is not what a person should have to read.
 */
export function useCustomFieldText(): (field: Pick<CustomFieldValue, 'type' | 'value'>) => string {
  const { t, i18n } = useTranslation('records');
  const language = i18n.language;
  return ({ type, value }) => {
    if (value === null || value === undefined || value === '') return '—';
    switch (type) {
      case 'date':
        return /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)) ? formatDate(value, language) : value;
      case 'number':
        return /^[+-]?\d+(\.\d+)?$/.test(value.trim()) ? formatNumber(value, language) : value;
      case 'boolean':
        return value === 'true' ? t('customField.yes') : value === 'false' ? t('customField.no') : value;
      default:
        return value;
    }
  };
}
