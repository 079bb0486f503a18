/**
 * The seeded export definitions: per administration the overdue invoices and the customers, in
 * the administration's language, so /exports has something to run before anyone saves a view.
 */
import type { ExportDefinitionRecord } from '../db/schemas';
import { administrationFixtures, SEED_REFERENCE_DATE } from './fixtures';

export function seedExportDefinitions(): ExportDefinitionRecord[] {
  return administrationFixtures.flatMap((admin): ExportDefinitionRecord[] => {
    const dutch = admin.country === 'NL';
    const base = { administrationId: admin.id, createdAt: SEED_REFERENCE_DATE, updatedAt: SEED_REFERENCE_DATE, version: 1, language: dutch ? 'nl' : 'en-GB' };
    return [
      {
        ...base,
        id: `expdef-${admin.code}-0001`,
        name: dutch ? 'Achterstallige facturen' : 'Overdue invoices',
        list: 'invoices',
        columns: dutch
          ? [{ id: 'number', header: 'Nummer' }, { id: 'customer', header: 'Klant' }, { id: 'dueDate', header: 'Vervaldatum' }, { id: 'outstanding', header: 'Openstaand' }, { id: 'currency', header: 'Valuta' }]
          : [{ id: 'number', header: 'Number' }, { id: 'customer', header: 'Customer' }, { id: 'dueDate', header: 'Due date' }, { id: 'outstanding', header: 'Outstanding' }, { id: 'currency', header: 'Currency' }],
        query: 'status=overdue&sort-by=due-date&sort-order=asc',
        format: 'csv',
      },
      {
        ...base,
        id: `expdef-${admin.code}-0002`,
        name: dutch ? 'Klanten' : 'Customers',
        list: 'customers',
        columns: dutch
          ? [{ id: 'number', header: 'Nummer' }, { id: 'name', header: 'Naam' }]
          : [{ id: 'number', header: 'Number' }, { id: 'name', header: 'Name' }],
        query: 'sort-by=name&sort-order=asc',
        format: 'xlsx',
      },
    ];
  });
}
