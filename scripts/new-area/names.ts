/**
 * The names one area is known by in each layer, derived from the kebab-case plural the developer
 * types (`npm run new:area -- credit-limits`): the URL segment, contract tag, feature folder and
 * translation namespace use it as typed; the area registry and the mock collection use the camel
 * form; the contract's schemas and operations the Pascal forms of the record and of the list.
 */
export interface AreaNames {
  /** `credit-limits`: URL segment, contract tag, feature folder, translation namespace. */
  readonly kebab: string;
  /** `creditLimits`: area id of the registry, mock collection. */
  readonly areaId: string;
  /** `CreditLimits`: list operation (`listCreditLimits`), components. */
  readonly pluralPascal: string;
  /** `credit-limit`: one record, in kebab case (cache group `credit-limit-details`). */
  readonly recordKebab: string;
  /** `creditLimit`: the record in camel case (route param `creditLimitId`, schema `creditLimitSchema`). */
  readonly recordCamel: string;
  /** `CreditLimit`: the record's contract schema and read operation (`getCreditLimit`). */
  readonly recordPascal: string;
}

const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z][a-z0-9]*)*$/;

export function camelOf(kebab: string): string {
  return kebab.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

export function pascalOf(kebab: string): string {
  const camel = camelOf(kebab);
  return camel.charAt(0).toUpperCase() + camel.slice(1);
}

/** English singular of the last word of a kebab plural; irregular ones are given with `--record`. */
export function singularOf(kebab: string): string {
  const words = kebab.split('-');
  const last = words.pop() ?? '';
  const singular = last.endsWith('ies') ? `${last.slice(0, -3)}y` : /(ss|sh|ch|x)es$/.test(last) ? last.slice(0, -2) : last.endsWith('s') && !last.endsWith('ss') ? last.slice(0, -1) : last;
  return [...words, singular].join('-');
}

/**
 * The names of an area. `record` overrides the singular (`--record person` for `people`).
 * Throws on names that are not lower-case kebab, or whose singular equals the plural (a list and
 * its record need different operation names).
 */
export function areaNames(kebab: string, record?: string): AreaNames {
  if (!KEBAB.test(kebab)) throw new Error(`"${kebab}" is not a kebab-case area name (e.g. credit-limits)`);
  const recordKebab = record ?? singularOf(kebab);
  if (!KEBAB.test(recordKebab)) throw new Error(`"${recordKebab}" is not a kebab-case record name (e.g. credit-limit)`);
  if (recordKebab === kebab) throw new Error(`The record name must differ from the area name "${kebab}": give it with --record`);
  return {
    kebab,
    areaId: camelOf(kebab),
    pluralPascal: pascalOf(kebab),
    recordKebab,
    recordCamel: camelOf(recordKebab),
    recordPascal: pascalOf(recordKebab),
  };
}
