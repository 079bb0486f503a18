import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withoutZodDescriptions } from './vite-zod-descriptions';

describe('the build leaves zod descriptions out of the generated schemas', () => {
  it('takes out every description, escaped quotes and all, and nothing else', () => {
    const code = `"name": zod.string().max(200).optional().describe('The server\\'s order (a \\\\ too); not (this)'),\n"ok": zod.boolean()`;
    expect(withoutZodDescriptions(code)).toBe(`"name": zod.string().max(200).optional(),\n"ok": zod.boolean()`);
  });

  it('says so when a description is quoted another way, instead of keeping it silently', () => {
    expect(() => withoutZodDescriptions('zod.string().describe("double")', 'x.zod.ts')).toThrow(/x\.zod\.ts: a zod description/);
  });

  it('handles every generated schema module as it is today', () => {
    const root = 'src/api/generated/zod';
    for (const tag of readdirSync(root)) {
      for (const file of readdirSync(join(root, tag)).filter((name) => name.endsWith('.zod.ts'))) {
        const code = readFileSync(join(root, tag, file), 'utf8');
        const stripped = withoutZodDescriptions(code, file);
        expect(stripped.length, file).toBeLessThanOrEqual(code.length);
        // The schemas themselves are untouched: the same exports, the same calls but describe.
        expect(stripped.match(/^export const \w+/gm), file).toEqual(code.match(/^export const \w+/gm));
      }
    }
  });
});
