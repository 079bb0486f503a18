/** One Intl.DisplayNames per language: making one costs about a millisecond, reading it next to nothing. */
const displayNames = new Map<string, Intl.DisplayNames | null>();

function regionNamesOf(language: string): Intl.DisplayNames | null {
  let names = displayNames.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      names = null; // not a language the engine knows
    }
    displayNames.set(language, names);
  }
  return names;
}

/** "Netherlands" for NL, in the given language; the code itself when the engine cannot say. */
export function regionName(code: string, language: string): string {
  try {
    return regionNamesOf(language)?.of(code) ?? code;
  } catch {
    return code; // not a region code
  }
}
