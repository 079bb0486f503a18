/**
 * The contract's sources and how they become one document.
 *
 * - `openapi/root.yaml`: what every tag shares: info, servers, security, `x-cache-groups`, and the
 *   components more than one tag uses (AdministrationId, the error answers, Problem, …).
 * - `openapi/tags/<tag>.yaml`: one tag each: `tag` (its name and description), `paths` (every
 *   operation tagged with it) and `components` (those only its paths use). Shared components are
 *   referenced as `../root.yaml#/components/...`, its own as `#/components/...`.
 *
 * Redocly cannot merge several files' `paths`, so an entry document is built here: the root's
 * content, a `$ref` per tag and per path into the tag files, and a `$ref` per component into the
 * file that defines it (which keeps every component's name). Redocly bundles and lints that entry;
 * a lint finding located in the entry itself is traced back to the source file it came from.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { isMap, isSeq, LineCounter, parse, parseDocument, type Node as YamlNode } from 'yaml';

export const SOURCE_DIR = 'openapi';
export const ROOT_FILE = 'root.yaml';
export const TAGS_DIR = 'tags';
export const BUNDLE_FILE = 'openapi.yaml';

const TAG_FILE_KEYS = ['tag', 'paths', 'components'];
const TAG_COMPONENT_KINDS = ['schemas', 'parameters', 'responses', 'requestBodies', 'headers', 'examples', 'links', 'callbacks'];
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

type Json = Record<string, unknown>;
type Components = Record<string, Record<string, unknown>>;

export type SourceFile = {
  /** Absolute path. */
  path: string;
  content: Json;
};
export type TagFile = SourceFile & { name: string };
export type Sources = { dir: string; root: SourceFile; tags: TagFile[] };

const asObject = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});

function readYaml(path: string): Json {
  const content: unknown = parse(readFileSync(path, 'utf8'));
  if (!content || typeof content !== 'object' || Array.isArray(content)) throw new Error(`${path}: not a YAML mapping`);
  return content as Json;
}

/** Reads the root and every tag file (sorted by name, so the bundle's order is stable). */
export function readSources(dir = SOURCE_DIR): Sources {
  const absDir = resolve(dir);
  const tagDir = join(absDir, TAGS_DIR);
  const tags = readdirSync(tagDir)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => ({ path: join(tagDir, file), name: basename(file, '.yaml'), content: readYaml(join(tagDir, file)) }));
  return { dir: absDir, root: { path: join(absDir, ROOT_FILE), content: readYaml(join(absDir, ROOT_FILE)) }, tags };
}

/** Where each component is defined: `kind/name` → the file. */
function componentOwners(sources: Sources, problems: string[]): Map<string, SourceFile> {
  const owners = new Map<string, SourceFile>();
  for (const file of [sources.root, ...sources.tags]) {
    for (const [kind, group] of Object.entries(asObject(file.content.components))) {
      for (const name of Object.keys(asObject(group))) {
        const key = `${kind}/${name}`;
        const earlier = owners.get(key);
        if (earlier) problems.push(`${rel(sources, file.path)}: components/${key} is already defined in ${rel(sources, earlier.path)}`);
        else owners.set(key, file);
      }
    }
  }
  return owners;
}

const rel = (sources: Sources, path: string) => relative(join(sources.dir, '..'), path);

/**
 * The rules the layout relies on, beyond what Redocly checks: one tag per file, named after it;
 * every operation of the file carries exactly that tag; a path lives in one file; a component name
 * is defined once.
 */
export function checkSources(sources: Sources): string[] {
  const problems: string[] = [];
  const rootRel = rel(sources, sources.root.path);
  for (const key of ['tags', 'paths']) {
    if (key in sources.root.content) problems.push(`${rootRel}: ${key} belong in ${SOURCE_DIR}/${TAGS_DIR}/<tag>.yaml, not in the root`);
  }
  if (sources.tags.length === 0) problems.push(`${SOURCE_DIR}/${TAGS_DIR}: no tag files`);
  const pathOwners = new Map<string, string>();
  for (const tag of sources.tags) {
    const where = rel(sources, tag.path);
    if (!/^[a-z][a-z0-9-]*$/.test(tag.name)) problems.push(`${where}: a tag file is named <tag>.yaml in lowercase kebab-case`);
    for (const key of Object.keys(tag.content)) {
      if (!TAG_FILE_KEYS.includes(key)) problems.push(`${where}: unexpected top-level key "${key}" (a tag file has ${TAG_FILE_KEYS.join(', ')})`);
    }
    const declared = asObject(tag.content.tag).name;
    if (declared !== tag.name) problems.push(`${where}: tag.name is ${JSON.stringify(declared)}, expected "${tag.name}" (the file name)`);
    for (const kind of Object.keys(asObject(tag.content.components))) {
      if (!TAG_COMPONENT_KINDS.includes(kind)) problems.push(`${where}: components/${kind} belong in ${rootRel}`);
    }
    for (const [path, item] of Object.entries(asObject(tag.content.paths))) {
      const earlier = pathOwners.get(path);
      if (earlier) problems.push(`${where}: path ${path} is already defined in ${earlier}`);
      pathOwners.set(path, where);
      for (const method of METHODS) {
        const op = asObject(item)[method];
        if (op === undefined) continue;
        const tags = asObject(op).tags;
        if (!Array.isArray(tags) || tags.length !== 1 || tags[0] !== tag.name) {
          problems.push(`${where}: ${method.toUpperCase()} ${path} must have tags: [${tag.name}] (one tag, the file's)`);
        }
      }
    }
  }
  componentOwners(sources, problems);
  return problems;
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** A `$ref` to a node of a source file, by absolute path so the entry may live anywhere. */
const refTo = (file: SourceFile, ...segments: string[]) => ({ $ref: `${file.path}#/${segments.map(escapePointer).join('/')}` });

/** The document Redocly bundles and lints (see the module comment). */
export function buildEntry(sources: Sources): Json {
  const { components: _components, ...rootRest } = sources.root.content;
  const components: Components = {};
  for (const file of [sources.root, ...sources.tags]) {
    for (const [kind, group] of Object.entries(asObject(file.content.components))) {
      components[kind] ??= {};
      for (const name of Object.keys(asObject(group))) components[kind][name] = refTo(file, 'components', kind, name);
    }
  }
  const paths: Json = {};
  for (const tag of sources.tags) {
    for (const path of Object.keys(asObject(tag.content.paths))) paths[path] = refTo(tag, 'paths', path);
  }
  return {
    ...rootRest,
    tags: sources.tags.map((tag) => refTo(tag, 'tag')),
    paths,
    components,
  };
}

/** Every `$ref` string below a node. */
function refsBelow(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refsBelow(item, out);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push(value);
      else refsBelow(value, out);
    }
  }
  return out;
}

/**
 * Components no `$ref` in the sources points at. Redocly's no-unused-components cannot tell
 * through the entry document, whose own reference to each component counts as a use.
 */
export function unusedComponents(sources: Sources): { file: SourceFile; segments: string[] }[] {
  const used = new Set<string>();
  for (const file of [sources.root, ...sources.tags]) {
    for (const ref of refsBelow(file.content)) {
      const [target = '', pointer = ''] = ref.split('#');
      const targetPath = target ? resolve(dirname(file.path), target) : file.path;
      used.add(`${targetPath}#${pointerSegments(pointer).join('/')}`);
    }
  }
  const unused: { file: SourceFile; segments: string[] }[] = [];
  for (const file of [sources.root, ...sources.tags]) {
    for (const [kind, group] of Object.entries(asObject(file.content.components))) {
      // Security schemes are used by name (`security: [bearerAuth: []]`), never by reference.
      if (kind === 'securitySchemes') continue;
      for (const name of Object.keys(asObject(group))) {
        if (!used.has(`${file.path}#components/${kind}/${name}`)) unused.push({ file, segments: ['components', kind, name] });
      }
    }
  }
  return unused;
}

/** Splits `#/a/b~1c` into `['a', 'b/c']`. */
export function pointerSegments(pointer: string): string[] {
  const body = pointer.replace(/^#?\/?/, '');
  if (body === '') return [];
  return body.split('/').map((segment) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The source file and pointer a location in the entry document stands for. */
export function traceEntryPointer(sources: Sources, pointer: string): { file: SourceFile; segments: string[] } {
  const segments = pointerSegments(pointer);
  const [section, key, ...rest] = segments;
  if (section === 'paths' && key !== undefined) {
    const tag = sources.tags.find((t) => key in asObject(t.content.paths));
    if (tag) return { file: tag, segments };
  }
  if (section === 'tags' && key !== undefined) {
    const tag = sources.tags[Number(key)];
    if (tag) return { file: tag, segments: ['tag', ...rest] };
  }
  if (section === 'components' && key !== undefined && rest[0] !== undefined) {
    const owner = [sources.root, ...sources.tags].find((file) => rest[0]! in asObject(asObject(file.content.components)[key]));
    if (owner) return { file: owner, segments };
  }
  return { file: sources.root, segments };
}

/**
 * 1-based line and column of a node (or of its key) in a YAML file; the deepest existing node
 * when the pointer goes further than the file (e.g. a property Redocly found missing).
 */
export function locate(path: string, segments: string[], onKey = false): { line: number; col: number } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(readFileSync(path, 'utf8'), { lineCounter });
  let node: unknown = doc.contents;
  let offset = (doc.contents as YamlNode | null)?.range?.[0] ?? 0;
  for (const segment of segments) {
    if (isMap(node)) {
      const pair = node.items.find((item) => String((item.key as { value?: unknown } | null)?.value) === segment);
      if (!pair) break;
      const keyStart = (pair.key as YamlNode | null)?.range?.[0];
      const valueStart = (pair.value as YamlNode | null)?.range?.[0];
      // A scalar is shown where its value is; a mapping or list where its key is.
      const scalar = valueStart !== undefined && !isMap(pair.value) && !isSeq(pair.value);
      offset = !onKey && scalar ? valueStart : (keyStart ?? offset);
      node = pair.value;
    } else if (isSeq(node)) {
      const item = node.items[Number(segment)] as YamlNode | undefined;
      if (!item) break;
      offset = item.range?.[0] ?? offset;
      node = item;
    } else {
      break;
    }
  }
  return lineCounter.linePos(offset);
}
