/** "Netherlands" for NL, in the given language; the code itself when the engine cannot say. */
export function regionName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
