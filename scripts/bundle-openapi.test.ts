/**
 * The contract's sources (openapi/root.yaml + openapi/tags/*.yaml) and the bundle made of them:
 * a small contract written to a temporary folder, bundled and linted with the project's Redocly
 * and redocly.yaml.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUNDLE_HEADER, bundleText, lintFindings } from './bundle-openapi.ts';
import { checkSources, readSources } from './openapi-sources.ts';

const ROOT = `openapi: 3.1.0
info:
  title: Fixture API
  version: '1.0'
  description: A contract in two tags.
  license:
    name: Proprietary
    identifier: LicenseRef-Proprietary
servers:
  - url: https://api.example/v1
security:
  - bearerAuth: []
x-cache-groups:
  things: Things.
  gadgets: Gadgets.
components:
  securitySchemes:
    bearerAuth:
      type: http
      scheme: bearer
  parameters:
    AdministrationId:
      name: administrationId
      in: path
      required: true
      description: The administration.
      schema:
        type: string
  responses:
    NotFound:
      description: Not found.
      content:
        application/problem+json:
          schema:
            $ref: '#/components/schemas/Problem'
  schemas:
    Problem:
      type: object
      required: [title, status]
      properties:
        type:
          type: string
        title:
          type: string
        status:
          type: integer
`;

const thingsTag = (summary = '      summary: List things\n') => `tag:
  name: things
  description: Things.
paths:
  /administrations/{administrationId}/things:
    parameters:
      - $ref: '../root.yaml#/components/parameters/AdministrationId'
    get:
      operationId: listThings
      x-cache-group: things
      x-permission: Manage_Home
      tags: [things]
${summary}      description: All things.
      responses:
        '200':
          description: The things.
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/ThingList'
        '404':
          $ref: '../root.yaml#/components/responses/NotFound'
components:
  schemas:
    Thing:
      type: object
      required: [id]
      properties:
        id:
          type: string
    ThingList:
      type: object
      required: [items]
      properties:
        items:
          type: array
          items:
            $ref: '#/components/schemas/Thing'
`;

const GADGETS = `tag:
  name: gadgets
  description: Gadgets.
paths:
  /gadgets/{gadgetId}:
    parameters:
      - name: gadgetId
        in: path
        required: true
        description: Gadget id.
        schema:
          type: string
    get:
      operationId: getGadget
      x-cache-group: gadgets
      x-permission: null
      tags: [gadgets]
      summary: Get a gadget
      description: One gadget.
      responses:
        '200':
          description: The gadget.
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/Gadget'
        '404':
          $ref: '../root.yaml#/components/responses/NotFound'
components:
  schemas:
    Gadget:
      type: object
      required: [id]
      properties:
        id:
          type: string
`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'openapi-sources-'));
  mkdirSync(join(dir, 'tags'));
  write('root.yaml', ROOT);
  write('tags/things.yaml', thingsTag());
  write('tags/gadgets.yaml', GADGETS);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(file: string, text: string) {
  writeFileSync(join(dir, file), text);
}
function edit(file: string, from: string, to: string) {
  const text = readFileSync(join(dir, file), 'utf8');
  if (!text.includes(from)) throw new Error(`${from} not in ${file}`);
  write(file, text.replace(from, to));
}
/** Line (1-based) of the first line of `file` containing `needle`. */
function lineOf(file: string, needle: string) {
  return readFileSync(join(dir, file), 'utf8').split('\n').findIndex((line) => line.includes(needle)) + 1;
}
const shown = (file: string) => relative(process.cwd(), join(dir, file));

describe('bundling the contract', () => {
  it('joins the root and every tag file into one document, components under their own names', () => {
    const text = bundleText(readSources(dir));
    expect(text.startsWith(`${BUNDLE_HEADER}\n`)).toBe(true);
    const bundle = parse(text) as {
      info: { title: string };
      tags: { name: string }[];
      paths: Record<string, { get: { responses: Record<string, unknown> } }>;
      components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
      'x-cache-groups': Record<string, string>;
    };
    expect(bundle.info.title).toBe('Fixture API');
    expect(bundle['x-cache-groups']).toEqual({ things: 'Things.', gadgets: 'Gadgets.' });
    // Tag files in file-name order.
    expect(bundle.tags).toEqual([
      { name: 'gadgets', description: 'Gadgets.' },
      { name: 'things', description: 'Things.' },
    ]);
    expect(Object.keys(bundle.paths)).toEqual(['/gadgets/{gadgetId}', '/administrations/{administrationId}/things']);
    expect(Object.keys(bundle.components.schemas).sort()).toEqual(['Gadget', 'Problem', 'Thing', 'ThingList']);
    // Every reference, to the root or within a tag file, now points inside the one document.
    expect(text).not.toMatch(/\$ref: .*\.yaml/);
    expect(bundle.paths['/administrations/{administrationId}/things']!.get.responses['404']).toEqual({
      $ref: '#/components/responses/NotFound',
    });
  });

  it('adding a tag file is all it takes to add its paths', () => {
    write('tags/widgets.yaml', GADGETS.replace(/gadget/g, 'widget').replace(/Gadget/g, 'Widget'));
    const bundle = parse(bundleText(readSources(dir))) as { paths: Record<string, unknown>; components: { schemas: object } };
    expect(Object.keys(bundle.paths)).toContain('/widgets/{widgetId}');
    expect(Object.keys(bundle.components.schemas)).toContain('Widget');
  });

  it('refuses sources that break the layout', () => {
    expect(checkSources(readSources(dir))).toEqual([]);
    edit('tags/gadgets.yaml', 'tags: [gadgets]', 'tags: [things]');
    edit('tags/gadgets.yaml', '  name: gadgets', '  name: gizmos');
    edit('tags/gadgets.yaml', '    Gadget:', '    Thing:');
    write(
      'tags/more-things.yaml',
      thingsTag()
        .replace('name: things', 'name: more-things')
        .replace('tags: [things]', 'tags: [more-things]')
        .replace(/components:[\s\S]*/, ''),
    );
    const problems = checkSources(readSources(dir));
    expect(problems).toHaveLength(4);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/gadgets\.yaml: tag\.name is "gizmos", expected "gadgets"/),
        expect.stringMatching(/gadgets\.yaml: GET \/gadgets\/\{gadgetId\} must have tags: \[gadgets\]/),
        expect.stringMatching(/\/things\.yaml: components\/schemas\/Thing is already defined in .*\/gadgets\.yaml/),
        expect.stringMatching(/\/things\.yaml: path \/administrations\/\{administrationId\}\/things is already defined in .*more-things\.yaml/),
      ]),
    );
    expect(() => bundleText(readSources(dir))).toThrow(/4 problem\(s\) in the contract's sources/);
  });
});

describe('linting the sources', () => {
  it('has nothing to say about a valid contract', () => {
    expect(lintFindings(readSources(dir))).toEqual([]);
  });

  it('points at the tag file and line of an operation that breaks a rule', () => {
    write('tags/things.yaml', thingsTag(''));
    expect(lintFindings(readSources(dir))).toEqual([
      expect.objectContaining({ file: shown('tags/things.yaml'), line: lineOf('tags/things.yaml', 'get:'), ruleId: 'operation-summary' }),
    ]);
  });

  it('points at the path in its tag file, and at the root for the shared parts', () => {
    edit('tags/gadgets.yaml', '  /gadgets/{gadgetId}:', '  /gadgets/{gadgetId}/{partId}:');
    edit('root.yaml', '  license:\n    name: Proprietary\n    identifier: LicenseRef-Proprietary\n', '');
    const findings = lintFindings(readSources(dir));
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: shown('tags/gadgets.yaml'), ruleId: 'path-parameters-defined', line: lineOf('tags/gadgets.yaml', 'get:') }),
        expect.objectContaining({ file: shown('root.yaml'), ruleId: 'info-license', line: lineOf('root.yaml', 'info:') }),
      ]),
    );
  });

  it('finds a component no reference uses, where it is defined', () => {
    edit('tags/gadgets.yaml', '  schemas:\n', '  schemas:\n    Spare:\n      type: string\n');
    expect(lintFindings(readSources(dir))).toEqual([
      expect.objectContaining({ file: shown('tags/gadgets.yaml'), line: lineOf('tags/gadgets.yaml', 'Spare:'), ruleId: 'no-unused-components' }),
    ]);
  });

  it('reports a broken layout instead of linting', () => {
    edit('tags/gadgets.yaml', '  name: gadgets', '  name: gizmos');
    expect(lintFindings(readSources(dir))).toEqual([expect.objectContaining({ ruleId: 'openapi-sources', severity: 'error' })]);
  });
});

describe('the committed contract', () => {
  it('follows the layout: one file per tag, shared pieces in the root', () => {
    const sources = readSources();
    expect(checkSources(sources)).toEqual([]);
    expect(sources.tags.map((t) => t.name)).toEqual(expect.arrayContaining(['account', 'templates']));
  });
});
