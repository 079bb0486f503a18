/**
 * Issue 20 point 14: the limits that stay are stated in the README's security section with what
 * protects them — tokens in localStorage (SPEC §3/§9) and an access token that stays valid after
 * sign-out. The section is the deployment team's reading; losing it loses the warning.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

function section(heading: string): string {
  const start = readme.indexOf(`### ${heading}`);
  if (start < 0) return '';
  const end = readme.slice(start + 4).search(/\n##/);
  return end < 0 ? readme.slice(start) : readme.slice(start, start + 4 + end);
}

describe('README: the security limits that stay', () => {
  const limits = section('Limits that stay, and what protects them');

  it('states that tokens live in localStorage, and what stands in the way of a script reading them', () => {
    expect(limits).toMatch(/Tokens live in `localStorage`/);
    expect(limits).toMatch(/SPEC §3 and §9/);
    for (const protection of [/strict policy/, /DOMPurify/, /sandboxed frames/, /no token in a URL or a log/, /refresh-token rotation/]) expect(limits).toMatch(protection);
  });

  it('states that an access token stays valid until it expires after sign-out, and what the API should do', () => {
    expect(limits).toMatch(/access token stays valid until it expires, even after sign-out/);
    expect(limits).toMatch(/check revocation/);
    expect(limits).toMatch(/short-lived/);
  });
});
