/** Unguessable tokens for links and challenges (Web Crypto: Node and browser alike). */
export function randomToken(prefix: string, bytes = 24): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return `${prefix}_${Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
