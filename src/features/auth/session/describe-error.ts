/**
 * A one-line description of an error for the console: name and message only (never the error
 * object, whose request, response or cause may carry a token), with any known secret blanked out.
 */
export function describeError(error: unknown, secrets: ReadonlyArray<string | null | undefined> = []): string {
  let text = error instanceof Error ? `${error.name}: ${error.message}` : error === undefined ? 'no error' : String(error);
  for (const secret of secrets) {
    if (secret) text = text.split(secret).join('[redacted]');
  }
  return text;
}
