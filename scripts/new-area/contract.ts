/**
 * The contract part of a new area: its tag file (openapi/tags/<area>.yaml) with a paged list and a
 * read of one record, and the shared list conventions and cache groups it relies on in
 * openapi/root.yaml (added there when the first area needs them: the root keeps only components
 * some tag uses).
 */
import { type Document, isMap, parseDocument, type YAMLMap } from 'yaml';
import type { AreaNames } from './names.ts';

export interface ContractOptions {
  readonly names: AreaNames;
  /** SPEC §6 permission of the area; null: every member of the administration (`Manage_Home`). */
  readonly permission: string | null;
  /** English name of the area, for summaries. */
  readonly title: string;
  /** The record's path parameter, named as the record route's param (`creditLimitId`), so the route reads it by name. */
  readonly param: string;
}

export const LIST_GROUP = (names: AreaNames) => names.kebab;
export const DETAIL_GROUP = (names: AreaNames) => `${names.recordKebab}-details`;

/** openapi/tags/<area>.yaml */
export function tagFile({ names, permission, title, param }: ContractOptions): string {
  const { kebab, pluralPascal, recordPascal } = names;
  const xPermission = permission ?? 'Manage_Home';
  const root = "'../root.yaml#/components";
  const errors = (extra: string[]) =>
    ['Unauthorized', 'Forbidden', 'NotFound', ...extra, 'ServerError']
      .map((name) => {
        const status = { Unauthorized: 401, Forbidden: 403, NotFound: 404, BadRequest: 400, ServerError: 500 }[name];
        return `        '${status}':\n          $ref: ${root}/responses/${name}'`;
      })
      .join('\n');
  const lower = title.charAt(0).toLowerCase() + title.slice(1);
  /** A 200 answer with one record, its version in \`ETag\`. */
  const recordAnswer = (description: string, example: { name: string; updatedAt: string; version: number }) => `        '200':
          description: ${description}
          headers:
            ETag:
              $ref: ${root}/headers/ETag'
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/${recordPascal}'
              example:
                id: ${names.recordKebab}-nl-0001
                reference: ${referencePrefix(names)}-0001
                name: ${example.name}
                createdAt: '2026-03-02T09:15:00Z'
                updatedAt: '${example.updatedAt}'
                etag: '"v${example.version}"'`;
  return `# Source of the contract, tag "${kebab}": the tag, its paths (each operation with tags: [${kebab}],
# x-permission and x-cache-group) and the components only these paths use; shared ones are
# referenced from ../root.yaml. Written by \`npm run new:area\`; \`npm run generate\` bundles it.

tag:
  name: ${kebab}
  description: 'Inferred: not in the spec. ${title} of an administration.'
paths:
  /administrations/{administrationId}/${kebab}:
    parameters:
      - $ref: ${root}/parameters/AdministrationId'
    get:
      operationId: list${pluralPascal}
      x-cache-group: ${LIST_GROUP(names)}
      x-permission: ${xPermission}
      tags: [${kebab}]
      summary: List ${lower}
      description: 'Inferred: not in the spec. One page of the administration''s ${lower}, searched and sorted.'
      parameters:
        - $ref: ${root}/parameters/Page'
        - $ref: ${root}/parameters/PerPage'
        - name: sort-by
          in: query
          description: The field the list is sorted by.
          schema:
            type: string
            enum: [name, reference, createdAt]
            default: name
        - $ref: ${root}/parameters/SortOrder'
        - name: search-field
          in: query
          description: The field \`search-value\` is looked for in.
          schema:
            type: string
            enum: [name, reference]
            default: name
        - $ref: ${root}/parameters/SearchValue'
      responses:
        '200':
          description: One page of ${lower} and how many match in all.
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/${recordPascal}Page'
              example:
                items:
                  - id: ${names.recordKebab}-nl-0001
                    reference: ${referencePrefix(names)}-0001
                    name: Bakkerij Jansen
                    createdAt: '2026-03-02T09:15:00Z'
                    updatedAt: '2026-10-11T14:02:00Z'
                    etag: '"v1"'
                total: 1
                page: 1
                perPage: 25
${errors(['BadRequest'])}
  /administrations/{administrationId}/${kebab}/{${param}}:
    parameters:
      - $ref: ${root}/parameters/AdministrationId'
      - name: ${param}
        in: path
        required: true
        schema:
          type: string
          minLength: 1
        example: ${names.recordKebab}-nl-0001
    get:
      operationId: get${recordPascal}
      x-cache-group: ${DETAIL_GROUP(names)}
      x-permission: ${xPermission}
      tags: [${kebab}]
      summary: Read one ${names.recordKebab.replace(/-/g, ' ')}
      description: 'Inferred: not in the spec. Its \`ETag\` is sent back in \`If-Match\` by the changes that come with the area.'
      responses:
${recordAnswer('The record.', { name: 'Bakkerij Jansen', updatedAt: '2026-10-11T14:02:00Z', version: 1 })}
${errors([])}
    put:
      operationId: update${recordPascal}
      x-cache-group: ${DETAIL_GROUP(names)}
      x-invalidates: [${LIST_GROUP(names)}]
      x-permission: ${xPermission}
      tags: [${kebab}]
      summary: Change one ${names.recordKebab.replace(/-/g, ' ')}
      description: 'Inferred: not in the spec. Replaces the editable fields. Needs \`If-Match\` with the version changed: a stale one is answered 412 with the current record, none 428.'
      parameters:
        - $ref: ${root}/parameters/IfMatch'
      requestBody:
        required: true
        content:
          application/json:
            schema:
              $ref: '#/components/schemas/${recordPascal}Update'
            example:
              name: Bakkerij Jansen en Zonen
      responses:
${recordAnswer('The changed record.', { name: 'Bakkerij Jansen en Zonen', updatedAt: '2026-10-12T08:30:00Z', version: 2 })}
        '412':
          $ref: '#/components/responses/${recordPascal}PreconditionFailed'
        '428':
          $ref: ${root}/responses/PreconditionRequired'
${errors(['BadRequest'])}
components:
  responses:
    ${recordPascal}PreconditionFailed:
      description: 'Inferred: not in the spec. The record was changed since the version in \`If-Match\`: \`current\` is the record as it is now, \`etag\` its version.'
      headers:
        ETag:
          $ref: ${root}/headers/ETag'
      content:
        application/problem+json:
          schema:
            $ref: '#/components/schemas/${recordPascal}ConflictProblem'
  schemas:
    ${recordPascal}:
      type: object
      description: 'Inferred: not in the spec. One of the administration''s ${lower}.'
      required: [id, reference, name, createdAt, updatedAt, etag]
      properties:
        id:
          type: string
        reference:
          type: string
          description: The number staff quote (unique in the administration).
        name:
          type: string
          minLength: 1
          maxLength: 200
        createdAt:
          type: string
          format: date-time
        updatedAt:
          type: string
          format: date-time
        etag:
          type: string
          description: The version, sent back in \`If-Match\` to change the record (also its \`ETag\`).
    ${recordPascal}ConflictProblem:
      type: object
      description: 'Inferred: not in the spec. A Problem (412) with \`etag\`, the current version, and \`current\`, the record as it is now.'
      required: [title, status, etag, current]
      properties:
        type:
          type: string
        title:
          type: string
        status:
          type: integer
          minimum: 400
          maximum: 599
        detail:
          type: string
        etag:
          type: string
        current:
          $ref: '#/components/schemas/${recordPascal}'
    ${recordPascal}Update:
      type: object
      description: 'Inferred: not in the spec. What a change of the record may set.'
      required: [name]
      properties:
        name:
          type: string
          minLength: 1
          maxLength: 200
    ${recordPascal}Page:
      description: One page of ${lower}.
      allOf:
        - $ref: ${root}/schemas/PageMeta'
        - type: object
          required: [items]
          properties:
            items:
              type: array
              items:
                $ref: '#/components/schemas/${recordPascal}'
`;
}

/** `CL` for credit-limits: the prefix of the seeded references. */
export function referencePrefix(names: AreaNames): string {
  return names.kebab
    .split('-')
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
    .padEnd(2, names.kebab.charAt(1).toUpperCase());
}

/** The list conventions every paged list shares (inferred: the spec shows no list query). */
const SHARED: Record<string, Record<string, unknown>> = {
  parameters: {
    Page: {
      name: 'page',
      in: 'query',
      description: 'Inferred: not in the spec. The 1-based page asked for; past the last page the items are empty.',
      schema: { type: 'integer', minimum: 1, default: 1 },
      example: 1,
    },
    PerPage: {
      name: 'per-page',
      in: 'query',
      description: 'Inferred: not in the spec. Records per page.',
      schema: { type: 'integer', enum: [10, 25, 50, 100], default: 25 },
      example: 25,
    },
    SortOrder: {
      name: 'sort-order',
      in: 'query',
      description: 'Inferred: not in the spec. Direction of `sort-by`.',
      schema: { $ref: '#/components/schemas/SortOrder', default: 'asc' },
    },
    SearchValue: {
      name: 'search-value',
      in: 'query',
      description: 'Inferred: not in the spec. Case-insensitive substring of `search-field`; blank: no search.',
      schema: { type: 'string', maxLength: 200 },
    },
  },
  headers: {
    ETag: {
      description: 'Inferred: not in the spec. The version of the record, sent back in `If-Match` to change it.',
      schema: { type: 'string' },
      example: '"3-1760191320000"',
    },
  },
  schemas: {
    PageMeta: {
      type: 'object',
      description: 'Inferred: not in the spec. The envelope of every paged list; the number of pages is ceil(total / perPage).',
      required: ['total', 'page', 'perPage'],
      properties: {
        total: { type: 'integer', minimum: 0, description: 'Records matching the search and filters, over all pages.' },
        page: { type: 'integer', minimum: 1 },
        perPage: { type: 'integer', minimum: 1 },
      },
    },
  },
};

function ensureIn(doc: Document, path: string[], value: unknown): boolean {
  if (doc.hasIn(path)) return false;
  doc.setIn(path, doc.createNode(value));
  return true;
}

/**
 * openapi/root.yaml with what the area's tag references: the shared list components and its two
 * cache groups (SPEC §7 groups such as `customers` are there already). Comments are kept.
 */
export function withSharedComponents(rootText: string, options: ContractOptions): string {
  const doc = parseDocument(rootText);
  for (const [kind, entries] of Object.entries(SHARED)) {
    for (const [name, value] of Object.entries(entries)) ensureIn(doc, ['components', kind, name], value);
  }
  const groups = doc.get('x-cache-groups');
  if (!isMap(groups)) throw new Error('openapi/root.yaml has no x-cache-groups map');
  const lower = options.title.charAt(0).toLowerCase() + options.title.slice(1);
  addGroup(groups, LIST_GROUP(options.names), `Inferred: not in the spec. Lists of ${lower}.`);
  addGroup(groups, DETAIL_GROUP(options.names), `Inferred: not in the spec. One of the ${lower}.`);
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}

function addGroup(groups: YAMLMap, name: string, description: string): void {
  if (!groups.has(name)) groups.set(name, description);
}
