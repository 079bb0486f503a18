/**
 * The export definition's form (`updateExportDefinition`'s body): its name, file format, the
 * language the file is written for, and which of its columns the file keeps, each with its title.
 * The list and its query (filter, search, sort) are kept as saved: they come from a list's view
 * ("Save as export definition" on that list), as do the columns it can hold. Fields are named as the contract's error paths (`columns.0.header`),
 * so a 422 on a column's title lands on its field.
 */
import { z } from 'zod';
import type { ExportDefinition, ExportDefinitionWrite, ExportFormat } from '@/api/generated/model';
import { updateExportDefinitionBodyColumnsItemHeaderMax, updateExportDefinitionBodyNameMax } from '@/api/generated/zod/exports/exports.zod';
import { SUPPORTED_LANGUAGES } from '@/lib/i18n';

export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];

/** The languages a file can be written for: the app's (a definition saved in another keeps its own). */
export function languageChoices(current: string): string[] {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(current) ? [...SUPPORTED_LANGUAGES] : [...SUPPORTED_LANGUAGES, current];
}

export type ColumnHeaderField = `columns.${number}.header`;

export const columnHeaderField = (index: number): ColumnHeaderField => `columns.${index}.header`;

export type ColumnIncludeField = `columns.${number}.include`;

export const columnIncludeField = (index: number): ColumnIncludeField => `columns.${index}.include`;

export type DefinitionFormValues = {
  name: string | undefined;
  format: ExportFormat | undefined;
  language: string | undefined;
} & { [field: ColumnHeaderField]: string | undefined } & { [field: ColumnIncludeField]: boolean | undefined };

export type DefinitionFormOutput = { name: string; format: ExportFormat; language: string } & { [field: ColumnHeaderField]: string } & {
  [field: ColumnIncludeField]: boolean;
};

export type DefinitionFormSchema = z.ZodType<DefinitionFormOutput, DefinitionFormValues>;

/** The inputs' values for a version of the definition. */
export function definitionFormValuesOf(definition: ExportDefinition): DefinitionFormValues {
  const values: DefinitionFormValues = { name: definition.name, format: definition.format, language: definition.language };
  definition.columns.forEach((column, index) => {
    values[columnHeaderField(index)] = column.header;
    values[columnIncludeField(index)] = true;
  });
  return values;
}

/** The check of the form, for the columns of the version it edits. */
export function definitionFormSchema(definition: ExportDefinition): DefinitionFormSchema {
  const shape: Record<string, z.ZodType> = {
    name: z.string().trim().min(1).max(updateExportDefinitionBodyNameMax),
    format: z.enum(['csv', 'xlsx']),
    language: z.string().min(2).max(10),
  };
  definition.columns.forEach((_column, index) => {
    shape[columnHeaderField(index)] = z.string().trim().min(1).max(updateExportDefinitionBodyColumnsItemHeaderMax);
    shape[columnIncludeField(index)] = z.boolean();
  });
  // The file keeps one column at least (the contract's minItems): said at the first column's box,
  // together with the other fields' problems (`when`: checked even when another field fails).
  const schema = z.object(shape).refine(
    (values: Record<string, unknown>) => definition.columns.some((_column, index) => values[columnIncludeField(index)] !== false),
    { path: [columnIncludeField(0)], message: 'exports:edit.errors.noColumns', when: () => true },
  );
  // The shape follows the definition's columns at run time; its types are the ones declared above.
  return schema as unknown as DefinitionFormSchema;
}

/**
 * The `updateExportDefinition` body: the form's fields over the version saved against (`base`),
 * whose list, query and column ids stay; a column left out is dropped, one the form has no title
 * for keeps its own.
 */
export function toDefinitionWrite(output: DefinitionFormOutput, base: ExportDefinition): ExportDefinitionWrite {
  return {
    name: output.name,
    list: base.list,
    columns: base.columns.flatMap((column, index) =>
      output[columnIncludeField(index)] === false ? [] : [{ id: column.id, header: output[columnHeaderField(index)] ?? column.header }],
    ),
    query: base.query,
    language: output.language,
    format: output.format,
  };
}
