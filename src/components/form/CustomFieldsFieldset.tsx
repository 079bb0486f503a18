import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type CustomFieldDefinition, type CustomFieldName, customFieldName } from './custom-fields';
import { DateField, SelectField, TextField } from './fields';

/** What a form (`useForm`) gives the input of a custom field. */
type Bindings<E extends HTMLElement> = {
  name: string;
  value: string;
  errors: readonly string[];
  inputRef: (element: HTMLElement | null) => void;
  onChange: (event: ChangeEvent<E>) => void;
};

/** A `useForm` controller whose values hold the custom fields' inputs. */
type CustomFieldsForm = {
  text(name: CustomFieldName): Bindings<HTMLInputElement | HTMLTextAreaElement>;
  select(name: CustomFieldName): Bindings<HTMLSelectElement | HTMLInputElement>;
  date(name: CustomFieldName): Bindings<HTMLSelectElement | HTMLInputElement>;
};

type Props = {
  definitions: readonly CustomFieldDefinition[];
  form: CustomFieldsForm;
  /** The fieldset's legend. */
  legend: string;
};

/** The administration's custom fields of a record as inputs of its edit form, one per definition. */
export function CustomFieldsFieldset({ definitions, form, legend }: Props) {
  const { t } = useTranslation();
  if (definitions.length === 0) return null;
  return (
    <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-semibold text-slate-950">{legend}</legend>
      {definitions.map((definition) => {
        const name = customFieldName(definition.key);
        const common = { label: definition.label, required: definition.required };
        switch (definition.type) {
          case 'date':
            return <DateField key={name} {...common} {...form.date(name)} />;
          case 'boolean':
            return (
              <SelectField
                key={name}
                {...common}
                {...form.select(name)}
                options={[
                  { value: 'true', label: t('form.yes') },
                  { value: 'false', label: t('form.no') },
                ]}
              />
            );
          case 'select':
            return <SelectField key={name} {...common} {...form.select(name)} options={definition.options.map((option) => ({ value: option, label: option }))} />;
          case 'number':
            return <TextField key={name} {...common} {...form.text(name)} inputMode="decimal" autoComplete="off" />;
          default:
            return <TextField key={name} {...common} {...form.text(name)} maxLength={500} autoComplete="off" />;
        }
      })}
    </fieldset>
  );
}
