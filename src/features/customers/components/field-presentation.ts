import { useTranslation } from 'react-i18next';
import { formatMoney, parseUserAmount } from '@/lib/money';
import { type CustomFieldDefinition, customFieldName } from '@/components/form/custom-fields';
import { type BaseField, CUSTOMER_KINDS, CUSTOMER_TONES } from '../model/customer-form';

const isOneOf = <T extends string>(choices: readonly T[], value: unknown): value is T => typeof value === 'string' && (choices as readonly string[]).includes(value);

/**
 * How the edit form and its conflict panel name a field and show a value of it: the form's own
 * labels, the administration's labels for custom fields, and values in the user's language (a
 * kind or tone by name, a language by its name, the credit limit as money).
 */
export function useFieldPresentation(definitions: readonly CustomFieldDefinition[], currency: string) {
  const { t, i18n } = useTranslation('customers');
  const language = i18n.language;

  const labels: Record<BaseField, string> = {
    name: t('edit.fields.name'),
    kind: t('edit.fields.kind'),
    email: t('edit.fields.email'),
    phone: t('edit.fields.phone'),
    'address.street': t('edit.fields.street'),
    'address.postalCode': t('edit.fields.postalCode'),
    'address.city': t('edit.fields.city'),
    'address.country': t('edit.fields.country'),
    language: t('edit.fields.language'),
    tone: t('edit.fields.tone'),
    paymentTermDays: t('edit.fields.paymentTermDays'),
    creditLimit: t('edit.fields.creditLimit', { currency }),
    tags: t('edit.fields.tags'),
  };
  const byName = new Map(definitions.map((definition) => [customFieldName(definition.key), definition]));

  const languageName = (code: string) => {
    try {
      return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
    } catch {
      return code;
    }
  };

  const labelOf = (field: string): string => (field in labels ? labels[field as BaseField] : (byName.get(field as `customFields.${string}`)?.label ?? field));

  /** A value as the user reads it; "(empty)" for none. */
  const display = (field: string, value: unknown): string => {
    const text = value === undefined || value === null ? '' : String(value).trim();
    if (text === '') return t('form.conflict.empty');
    if (field === 'kind' && isOneOf(CUSTOMER_KINDS, text)) return t(`edit.kinds.${text}`);
    if (field === 'tone' && isOneOf(CUSTOMER_TONES, text)) return t(`edit.tones.${text}`);
    if (field === 'language') return languageName(text);
    if (field === 'paymentTermDays' && /^\d+$/.test(text)) return t('overview.days', { count: Number(text) });
    if (field === 'creditLimit') {
      const amount = parseUserAmount(text, language);
      return amount === null ? text : formatMoney({ amount, currency }, language);
    }
    if (byName.get(field as `customFields.${string}`)?.type === 'boolean') return text === 'true' ? t('form.yes', { ns: 'translation' }) : text === 'false' ? t('form.no', { ns: 'translation' }) : text;
    return text;
  };

  /** 15000 with two decimals in the user's notation, without grouping (`15000,00` in Dutch). */
  const amountExample = new Intl.NumberFormat(language, { minimumFractionDigits: 2, useGrouping: false }).format(15000);

  return { labels, labelOf, display, languageName, amountExample };
}
